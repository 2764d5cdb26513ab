import { lazy } from 'react';
import { Resource } from 'react-admin';
import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import type { ConsoleResource } from '../types.ts';

const PropostasList = lazy(() => import('./propostas-list.tsx'));
const PropostasShow = lazy(() => import('./propostas-show.tsx'));

/** B2B proposals from the public form (commercial desk): status, notes, CSV. */
export const propostas: ConsoleResource = {
  area: 'propostas',
  element: (
    <Resource
      name="propostas"
      icon={RequestQuoteIcon}
      list={PropostasList}
      show={PropostasShow}
      recordRepresentation="nomeEmpresa"
    />
  ),
  messages: {
    name: 'Proposta B2B |||| Propostas B2B',
    fields: {
      produtoId: 'Produto',
      produtoNome: 'Produto',
      nomeEmpresa: 'Empresa',
      nomeResponsavel: 'Responsável',
      cargo: 'Cargo',
      email: 'E-mail',
      celular: 'Celular',
      interesse: 'Interesse',
      objetivos: 'Objetivos',
      objetivoOutrosDescricao: 'Outro objetivo',
    },
  },
};
