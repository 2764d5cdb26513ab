import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { QuizGate } from './quiz-gate.tsx';
import './quiz.css';

/** `/start-quiz`: what the quiz is, and the way in for a member with a cpf. */
export function StartQuiz({ categoria, login }: { categoria: string; login: ReactNode }) {
  return (
    <div className="quiz-start">
      <p>
        São 10 perguntas sobre a história da Stock Car. Escolha uma resposta em cada uma: você vê na
        hora se acertou. No final, baixe a imagem do seu resultado e compartilhe.
      </p>
      <QuizGate login={login}>
        <Link className="button" to={paths.category.stockQuiz.href(categoria)}>
          Começar o quiz
        </Link>
      </QuizGate>
    </div>
  );
}
