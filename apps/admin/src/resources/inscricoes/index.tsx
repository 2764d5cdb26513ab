import { lazy } from 'react';
import { Resource } from 'react-admin';
import FormatListNumberedIcon from '@mui/icons-material/FormatListNumbered';
import type { ConsoleResource } from '../types.ts';

const InscricoesList = lazy(() => import('./inscricoes-list.tsx'));
const InscricoesCreate = lazy(() => import('./inscricoes-create.tsx'));
const InscricoesEdit = lazy(() => import('./inscricoes-edit.tsx'));

/** The seasons' entry lists (issue 11): every entered driver is in the standings. */
export const inscricoes: ConsoleResource = {
  area: 'inscricoes',
  element: (
    <Resource
      name="inscricoes"
      icon={FormatListNumberedIcon}
      list={InscricoesList}
      create={InscricoesCreate}
      edit={InscricoesEdit}
      recordRepresentation={(r: { numero?: string; piloto?: string }) => `#${r.numero} ${r.piloto}`}
    />
  ),
  messages: {
    name: 'Inscrição |||| Inscrições',
    fields: {
      q: 'Buscar (piloto ou número)',
      categoriaId: 'Categoria',
      temporada: 'Temporada',
      pilotoId: 'Piloto',
      piloto: 'Piloto',
      equipeId: 'Equipe',
      equipe: 'Equipe',
      montadoraId: 'Montadora',
      montadora: 'Montadora',
      numero: 'Número do carro',
      carro: 'Carro',
      subcategoria: 'Classe',
    },
  },
};
