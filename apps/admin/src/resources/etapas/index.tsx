import { lazy } from 'react';
import { Resource } from 'react-admin';
import EventIcon from '@mui/icons-material/Event';
import type { ConsoleResource } from '../types.ts';

// Lazy: the screens (and the rich-text editor of the schedule) load when someone opens them.
const EtapasList = lazy(() => import('./etapas-list.tsx'));
const EtapasCreate = lazy(() => import('./etapas-create.tsx'));
const EtapasEdit = lazy(() => import('./etapas-edit.tsx'));

/** Race control's calendar: stages with their races and schedule days (issue 11). */
export const etapas: ConsoleResource = {
  area: 'etapas',
  element: (
    <Resource
      name="etapas"
      icon={EventIcon}
      list={EtapasList}
      create={EtapasCreate}
      edit={EtapasEdit}
      recordRepresentation="titulo"
    />
  ),
  messages: {
    name: 'Etapa |||| Etapas',
    fields: {
      categoriaId: 'Categoria',
      temporada: 'Temporada',
      numero: 'Número da etapa',
      titulo: 'Título',
      circuitoId: 'Circuito',
      circuito: 'Circuito',
      data: 'Largada da corrida principal',
      horaClassificacao: 'Hora da classificação',
      urlTickets: 'Venda de ingressos (endereço)',
      corridas: 'Corridas',
      numeroCorrida: 'Nº',
      descricao: 'Descrição',
      tipo: 'Tipo',
      situacao: 'Resultados',
      programacoes: 'Programação',
      dia: 'Dia',
      dataDia: 'Data',
      html: 'O que acontece no dia',
    },
    ajuda: {
      titulo: 'Em branco: "Nª Etapa", pelo número.',
      urlTickets: 'Comece com https:// (ou deixe em branco).',
      corridas:
        'Uma corrida com resultados não pode ser removida. Os resultados são lançados em Corridas.',
    },
    situacao: {
      aguardando: 'aguardando',
      provisorio: 'provisórios',
      oficial: 'oficiais',
    },
    oficiais: 'Oficiais: %{oficiais} de %{total}',
  },
};
