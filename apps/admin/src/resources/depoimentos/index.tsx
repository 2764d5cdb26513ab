import { lazy } from 'react';
import { Resource } from 'react-admin';
import FormatQuoteIcon from '@mui/icons-material/FormatQuote';
import type { ConsoleResource } from '../types.ts';

const DepoimentosList = lazy(() => import('./depoimentos-list.tsx'));
const DepoimentosCreate = lazy(() => import('./depoimentos-create.tsx'));
const DepoimentosEdit = lazy(() => import('./depoimentos-edit.tsx'));

/** Members' testimonials on the club home's carousel (role `club`). */
export const depoimentos: ConsoleResource = {
  area: 'depoimentos',
  element: (
    <Resource
      name="depoimentos"
      icon={FormatQuoteIcon}
      list={DepoimentosList}
      create={DepoimentosCreate}
      edit={DepoimentosEdit}
      recordRepresentation="nome"
    />
  ),
  messages: {
    name: 'Depoimento |||| Depoimentos',
    fields: {
      q: 'Buscar',
      nome: 'Quem',
      texto: 'Depoimento',
      ativo: 'Ativo (aparece na home do clube)',
      ordem: 'Ordem',
    },
    ajuda: { nome: 'Primeiro nome e cidade, como "Mariana, São Paulo (SP)".' },
  },
};
