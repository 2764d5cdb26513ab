import { lazy } from 'react';
import { Resource } from 'react-admin';
import QuizIcon from '@mui/icons-material/Quiz';
import HelpIcon from '@mui/icons-material/HelpOutline';
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import type { ConsoleResource } from '../types.ts';

const QuizList = lazy(() => import('./quiz-list.tsx'));
const QuizCreate = lazy(() => import('./quiz-create.tsx'));
const QuizEdit = lazy(() => import('./quiz-edit.tsx'));
const PerguntasList = lazy(() => import('./perguntas-list.tsx'));
const PerguntasCreate = lazy(() => import('./perguntas-create.tsx'));
const PerguntasEdit = lazy(() => import('./perguntas-edit.tsx'));
const FaixasList = lazy(() => import('./faixas-list.tsx'));
const FaixasCreate = lazy(() => import('./faixas-create.tsx'));
const FaixasEdit = lazy(() => import('./faixas-edit.tsx'));

/** The Stock Quiz: quizzes (taken out of play, never deleted). */
export const quiz: ConsoleResource = {
  area: 'quiz',
  element: (
    <Resource
      name="quiz"
      icon={QuizIcon}
      list={QuizList}
      create={QuizCreate}
      edit={QuizEdit}
      recordRepresentation="titulo"
    />
  ),
  messages: {
    name: 'Quiz |||| Quizzes',
    fields: {
      q: 'Buscar',
      titulo: 'Título',
      ativo: 'Ativo',
      totalPerguntas: 'Perguntas',
      criadoEm: 'Criado em',
    },
    perguntas: 'Perguntas deste quiz',
  },
};

/** The quiz's questions, each with 2 to 6 answers and exactly one right one. */
export const quizPerguntas: ConsoleResource = {
  area: 'quiz',
  element: (
    <Resource
      name="quiz/perguntas"
      icon={HelpIcon}
      list={PerguntasList}
      create={PerguntasCreate}
      edit={PerguntasEdit}
      recordRepresentation="descricao"
    />
  ),
  messages: {
    name: 'Pergunta do quiz |||| Perguntas do quiz',
    fields: {
      q: 'Buscar',
      quizId: 'Quiz',
      ordem: 'Ordem',
      descricao: 'Pergunta',
      respostas: 'Respostas',
      'respostas.descricao': 'Resposta',
      'respostas.correta': 'Correta',
    },
  },
};

/** Result tiers: what a member reads after reaching a number of right answers. */
export const quizFaixas: ConsoleResource = {
  area: 'quiz',
  element: (
    <Resource
      name="quiz/faixas"
      icon={EmojiEventsIcon}
      list={FaixasList}
      create={FaixasCreate}
      edit={FaixasEdit}
      recordRepresentation="titulo"
    />
  ),
  messages: {
    name: 'Faixa de resultado |||| Faixas de resultado',
    fields: {
      q: 'Buscar',
      minimoAcertos: 'Mínimo de acertos',
      titulo: 'Título',
      texto: 'Texto',
      cor: 'Cor',
    },
  },
};
