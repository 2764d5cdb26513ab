import type { ReactNode } from 'react';
import { LoadingBlock } from '../../../components/page.tsx';
import { queryState } from '../../../components/query-state.tsx';
import { useQuiz } from '../api/get-quiz.ts';
import { QuizGate } from './quiz-gate.tsx';
import { QuizRunner } from './quiz-runner.tsx';
import './quiz.css';
import { QUIZ_NS } from '../../../lib/club-i18n.ts';
import { useTranslation } from '../../../lib/i18n.ts';

function QuizLoader() {
  const { t } = useTranslation(QUIZ_NS);
  const state = queryState(useQuiz(), {
    pending: <LoadingBlock label={t('loading')} />,
    // 403 (no cpf) and 404 (no quiz) carry the text to show.
    errorText: t('loadFailed'),
  });
  if (!state.ready) return state.screen;
  return <QuizRunner initial={state.data} />;
}

/** The Stock Quiz: the gate, then the member's run. */
export function StockQuiz({ login }: { login: ReactNode }) {
  return (
    <QuizGate login={login}>
      <QuizLoader />
    </QuizGate>
  );
}
