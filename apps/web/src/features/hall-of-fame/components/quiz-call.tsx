import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useSession } from '../../../lib/use-session.ts';

/** The quiz call to action: members with a cpf start the quiz, others are asked to log in. */
export function QuizCall({ categoria }: { categoria: string }) {
  const { loggedIn, user } = useSession();
  return (
    <aside className="hof-quiz-call" aria-label="Stock Quiz">
      <h2 className="hof-quiz-call__title">Stock Quiz</h2>
      <p>Quanto você sabe da história da Stock Car? Responda 10 perguntas e compartilhe.</p>
      {user.cpf ? (
        <Link className="button" to={paths.category.stockQuiz.href(categoria)}>
          Começar o quiz
        </Link>
      ) : (
        <>
          <p className="hof-quiz-call__hint">
            {loggedIn
              ? 'O quiz é exclusivo para sócios do Stock Club com CPF cadastrado.'
              : 'Faça login no Stock Club para participar do quiz.'}
          </p>
          {!loggedIn && (
            <Link className="button" to={paths.stockclub.login}>
              Fazer login
            </Link>
          )}
        </>
      )}
    </aside>
  );
}
