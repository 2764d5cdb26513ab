import { lazy } from 'react';
import { Resource } from 'react-admin';
import RouteIcon from '@mui/icons-material/Route';
import type { ConsoleResource } from '../types.ts';

const CircuitosList = lazy(() => import('./circuitos-list.tsx'));
const CircuitosCreate = lazy(() => import('./circuitos-create.tsx'));
const CircuitosEdit = lazy(() => import('./circuitos-edit.tsx'));

/** Race control's circuits (issue 11): the tracks the calendar's stages are held at. */
export const circuitos: ConsoleResource = {
  area: 'circuitos',
  element: (
    <Resource
      name="circuitos"
      icon={RouteIcon}
      list={CircuitosList}
      create={CircuitosCreate}
      edit={CircuitosEdit}
      recordRepresentation="nome"
    />
  ),
  messages: {
    name: 'Circuito |||| Circuitos',
    fields: {
      q: 'Buscar',
      nome: 'Nome',
      cidade: 'Cidade',
      uf: 'UF',
      pais: 'País',
      extensao: 'Extensão (metros)',
      curvas: 'Curvas',
      sentido: 'Sentido',
      primeiroAno: 'Primeiro ano na Stock Car',
      voltaMaisRapida: 'Recorde da pista (tempo - piloto (ano))',
      imagem: 'Traçado (endereço)',
      imagemCard: 'Imagem do card (endereço)',
      backgroundGif: 'Fundo animado (endereço)',
      backgroundImagem: 'Imagem de fundo (endereço)',
      statsImagem: 'Imagem das estatísticas (endereço)',
      urlVideo: 'Vídeo (endereço https)',
      thumbVideo: 'Capa do vídeo (endereço)',
      etapas: 'Etapas',
    },
  },
};
