import type { ReactNode } from 'react';
import { Notice } from '../../../components/notice.tsx';
import { LoadingBlock } from '../../../components/page.tsx';
import { failureText } from '../../../lib/api-error.ts';
import { useQuiz } from '../api/get-quiz.ts';
import { QuizGate } from './quiz-gate.tsx';
import { QuizRunner } from './quiz-runner.tsx';
import './quiz.css';

function QuizLoader() {
  const { data, isPending, error } = useQuiz();
  if (isPending) return <LoadingBlock label="Carregando o quiz…" />;
  if (error) {
    // 403 (no cpf) and 404 (no quiz) carry the text to show.
    return (
      <Notice variant="danger">{failureText(error, 'Não foi possível carregar o quiz.')}</Notice>
    );
  }
  return <QuizRunner initial={data} />;
}

/** The Stock Quiz: the gate, then the member's run. */
export function StockQuiz({ login }: { login: ReactNode }) {
  return (
    <QuizGate login={login}>
      <QuizLoader />
    </QuizGate>
  );
}
