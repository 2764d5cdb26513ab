import type { ReactNode } from 'react';
import { Link } from '../../../components/link.tsx';
import { paths } from '../../../config/paths.ts';
import { QuizGate } from './quiz-gate.tsx';
import './quiz.css';
import { QUIZ_NS } from '../../../lib/club-i18n.ts';
import { useTranslation } from '../../../lib/i18n.ts';

/** `/start-quiz`: what the quiz is, and the way in for a member with a cpf. */
export function StartQuiz({ categoria, login }: { categoria: string; login: ReactNode }) {
  const { t } = useTranslation(QUIZ_NS);
  return (
    <div className="quiz-start">
      <p>{t('intro')}</p>
      <QuizGate login={login}>
        <Link className="button" to={paths.category.stockQuiz.href(categoria)}>
          {t('start')}
        </Link>
      </QuizGate>
    </div>
  );
}
