import type { QuizPergunta } from '@stockcar/shared/schemas/quiz';
import type { Answered } from './use-quiz-flow.ts';
import { QUIZ_NS } from '../../../lib/club-i18n.ts';
import { useTranslation } from '../../../lib/i18n.ts';

type Mark = 'certa' | 'errada' | undefined;

function markOf(id: number, answered: Answered | null): Mark {
  if (answered?.correta === undefined) return undefined;
  if (id === answered.correta) return 'certa';
  return id === answered.chosen ? 'errada' : undefined;
}

const MARK_KEY = { certa: 'rightAnswer', errada: 'wrongAnswer' } as const;

/** The question and its answer buttons: locked once answered, the marks shown. */
export function QuestionCard({
  pergunta,
  answered,
  onChoose,
}: {
  pergunta: QuizPergunta;
  answered: Answered | null;
  onChoose: (idResposta: number) => void;
}) {
  const { t } = useTranslation(QUIZ_NS);
  return (
    <fieldset className="quiz-question">
      <legend className="quiz-question__text">{pergunta.descricao}</legend>
      <ul className="quiz-question__answers">
        {pergunta.respostas.map((r) => {
          const mark = markOf(r.idPesquisaPerguntaResposta, answered);
          return (
            <li key={r.idPesquisaPerguntaResposta}>
              <button
                type="button"
                className={`quiz-answer${mark ? ` quiz-answer--${mark}` : ''}`}
                disabled={answered !== null}
                aria-pressed={answered?.chosen === r.idPesquisaPerguntaResposta}
                onClick={() => onChoose(r.idPesquisaPerguntaResposta)}
              >
                {r.descricao}
                {mark && <span className="quiz-answer__mark"> ({t(MARK_KEY[mark])})</span>}
              </button>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
