import type { ReactNode } from 'react';
import { Notice } from '../../../components/notice.tsx';
import { useSession } from '../../../lib/use-session.ts';
import { QUIZ_NS } from '../../../lib/club-i18n.ts';
import { useTranslation } from '../../../lib/i18n.ts';

export interface QuizGateProps {
  children: ReactNode;
  /** The club's login form, composed by the route (a feature never imports another). */
  login: ReactNode;
}

/**
 * The quiz needs a member with a cpf (fan-club.md §2, §6): a visitor gets the login form in
 * place and, once signed in, the quiz; a member without a cpf is told how to get in.
 */
export function QuizGate({ children, login }: QuizGateProps) {
  const { t } = useTranslation(QUIZ_NS);
  const { loggedIn, user } = useSession();
  if (!loggedIn) {
    return (
      <div className="quiz-gate">
        <p>{t('loginToAnswer')}</p>
        {login}
      </div>
    );
  }
  if (!user.cpf) return <Notice>{t('semCpf')}</Notice>;
  return children;
}
