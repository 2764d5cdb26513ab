import { Link } from '../../../components/link.tsx';
import { paths } from '../../../config/paths.ts';
import { useSession } from '../../../lib/use-session.ts';
import { QUIZ_NS } from '../../../lib/club-i18n.ts';
import { useTranslation } from '../../../lib/i18n.ts';

/** The quiz call to action: members with a cpf start the quiz, others are asked to log in. */
export function QuizCall({ categoria }: { categoria: string }) {
  const { t } = useTranslation(QUIZ_NS);
  const { loggedIn, user } = useSession();
  return (
    <aside className="hof-quiz-call" aria-label={t('hallOfFame.quizCall.title')}>
      <h2 className="hof-quiz-call__title">{t('hallOfFame.quizCall.title')}</h2>
      <p>{t('hallOfFame.quizCall.text')}</p>
      {user.cpf ? (
        <Link className="button" to={paths.category.stockQuiz.href(categoria)}>
          {t('start')}
        </Link>
      ) : (
        <>
          <p className="hof-quiz-call__hint">
            {loggedIn ? t('semCpf') : t('hallOfFame.quizCall.login')}
          </p>
          {!loggedIn && (
            <Link className="button" to={paths.stockclub.login}>
              {t('hallOfFame.quizCall.loginButton')}
            </Link>
          )}
        </>
      )}
    </aside>
  );
}
