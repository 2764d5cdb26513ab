import { lazy } from 'react';
import { Resource } from 'react-admin';
import PollIcon from '@mui/icons-material/Poll';
import ListAltIcon from '@mui/icons-material/ListAlt';
import type { ConsoleResource } from '../types.ts';

const PesquisaList = lazy(() => import('./pesquisa-list.tsx'));
const PesquisaCreate = lazy(() => import('./pesquisa-create.tsx'));
const PesquisaEdit = lazy(() => import('./pesquisa-edit.tsx'));
const PerguntasList = lazy(() => import('./perguntas-list.tsx'));
const PerguntasCreate = lazy(() => import('./perguntas-create.tsx'));
const PerguntasEdit = lazy(() => import('./perguntas-edit.tsx'));

/** Rewards surveys (taken out of play, never deleted). */
export const pesquisa: ConsoleResource = {
  area: 'pesquisa',
  element: (
    <Resource
      name="pesquisa"
      icon={PollIcon}
      list={PesquisaList}
      create={PesquisaCreate}
      edit={PesquisaEdit}
      recordRepresentation="titulo"
    />
  ),
  messages: {
    name: 'Pesquisa de recompensas |||| Pesquisas de recompensas',
    fields: {
      q: 'Buscar',
      titulo: 'Título',
      ativa: 'Ativa',
      totalPerguntas: 'Perguntas',
      criadoEm: 'Criada em',
    },
    perguntas: 'Perguntas desta pesquisa',
  },
};

/** A survey's questions, lap by lap (1 to 4), with 2 to 12 options. */
export const pesquisaPerguntas: ConsoleResource = {
  area: 'pesquisa',
  element: (
    <Resource
      name="pesquisa/perguntas"
      icon={ListAltIcon}
      list={PerguntasList}
      create={PerguntasCreate}
      edit={PerguntasEdit}
      recordRepresentation="descricao"
    />
  ),
  messages: {
    name: 'Pergunta da pesquisa |||| Perguntas da pesquisa',
    fields: {
      q: 'Buscar',
      pesquisaId: 'Pesquisa',
      fase: 'Volta',
      ordem: 'Ordem',
      descricao: 'Pergunta',
      multiplaResposta: 'Aceita várias respostas',
      opcoes: 'Opções',
      'opcoes.descricao': 'Opção',
    },
    voltas: { 1: 'Volta 1', 2: 'Volta 2', 3: 'Volta 3', 4: 'Volta 4' },
  },
};
