import { useId, useState, type FormEvent } from 'react';
import { PESQUISA_FASES, type PesquisaPergunta } from '@stockcar/shared/schemas/clube-conteudo';
import { Notice } from '../../../components/notice.tsx';
import { CONTEUDO_NS } from '../../../lib/club-i18n.ts';
import { useTranslation } from '../../../lib/i18n.ts';

interface SurveyQuestionProps {
  pergunta: PesquisaPergunta;
  /** The lap being answered, 1 to 4. */
  volta: number;
  pending: boolean;
  /** The server's refusal of the last answer. */
  refused?: string | undefined;
  onAnswer: (idRespostas: number[]) => void;
}

/** One question: radios for a single answer, checkboxes for several (fan-club.md §5). */
export function SurveyQuestion({
  pergunta,
  volta,
  pending,
  refused,
  onAnswer,
}: SurveyQuestionProps) {
  const { t } = useTranslation(CONTEUDO_NS);
  const name = useId();
  const [chosen, setChosen] = useState<number[]>([]);
  const [missing, setMissing] = useState(false);
  const multiple = pergunta.multiplaResposta;
  const toggle = (id: number, checked: boolean) => {
    setMissing(false);
    if (!multiple) setChosen([id]);
    else setChosen((ids) => (checked ? [...ids, id] : ids.filter((x) => x !== id)));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (chosen.length === 0) setMissing(true);
    else onAnswer(chosen);
  };
  return (
    <form className="club-survey__question" onSubmit={submit} noValidate>
      <p className="club-survey__lap">{t('survey.lap', { volta, voltas: PESQUISA_FASES })}</p>
      <fieldset>
        <legend>{pergunta.descricao}</legend>
        {multiple && <p className="club-survey__hint">{t('survey.multiple')}</p>}
        {pergunta.respostas.map((r) => (
          <label key={r.idPesquisaPerguntaResposta} className="club-survey__option">
            <input
              type={multiple ? 'checkbox' : 'radio'}
              name={name}
              checked={chosen.includes(r.idPesquisaPerguntaResposta)}
              onChange={(e) => toggle(r.idPesquisaPerguntaResposta, e.target.checked)}
            />
            {r.descricao}
          </label>
        ))}
      </fieldset>
      {missing && <Notice variant="danger">{t('selecionePeloMenosUma')}</Notice>}
      {refused && !missing && <Notice variant="danger">{refused}</Notice>}
      <button type="submit" className="button" disabled={pending}>
        {pending ? t('survey.sending') : t('survey.next')}
      </button>
    </form>
  );
}
