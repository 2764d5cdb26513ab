import { useId } from 'react';
import { PERGUNTA_PILOTO_FAVORITO_ID } from '@stockcar/shared/schemas/clube/comum';
import { Spinner } from '../../../components/spinner.tsx';
import '../../../components/form/text-button.css';
import { usePerguntasRegistro } from '../api/get-perguntas-registro.ts';
import type { Answers } from '../utils/signup-payload.ts';
import { DriverPicker } from './driver-picker.tsx';
import { LoadState } from './load-state.tsx';
import { ProfileQuestions } from './profile-questions.tsx';
import { useSignupLanguage } from './signup-language.tsx';

interface DriverStepProps {
  answers: Answers;
  onAnswer: (idPesquisaPerfil: number, resposta: string) => void;
  onBack: () => void;
  /** The captcha is being solved and the account created. */
  sending: boolean;
  onSubmit: () => void;
}

/** Step 1: the favourite driver and the other profile questions, then 'Cadastrar'. */
export function DriverStep({ answers, onAnswer, onBack, sending, onSubmit }: DriverStepProps) {
  const { t } = useSignupLanguage();
  const hintId = useId();
  const perguntas = usePerguntasRegistro();
  const others = (perguntas.data ?? []).filter((p) => p.tipo !== 'piloto-favorito');
  const answered = (id: number) => (answers[id] ?? '').trim() !== '';
  const valid =
    answered(PERGUNTA_PILOTO_FAVORITO_ID) &&
    others.every((p) => !p.obrigatoria || answered(p.idPesquisaPerfil));
  return (
    <form
      className="form signup__form"
      aria-label={t('steps.driver')}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (valid && !sending) onSubmit();
      }}
    >
      <button type="button" className="text-button signup__back" onClick={onBack}>
        ← {t('actions.back')}
      </button>
      <DriverPicker
        value={answers[PERGUNTA_PILOTO_FAVORITO_ID] ?? ''}
        onChange={(id) => onAnswer(PERGUNTA_PILOTO_FAVORITO_ID, id)}
      />
      <LoadState
        loading={perguntas.isPending}
        failed={perguntas.isError}
        loadingLabel={t('drivers.loading')}
        failure={t('drivers.questionsError')}
        onRetry={() => void perguntas.refetch()}
      />
      <ProfileQuestions perguntas={others} answers={answers} onAnswer={onAnswer} />
      <div className="form__actions">
        <button
          type="submit"
          className="button form__submit"
          disabled={!valid || sending}
          aria-describedby={valid ? undefined : hintId}
        >
          {sending ? t('actions.checking') : t('actions.submit')}
        </button>
        {sending && <Spinner label={t('actions.checking')} />}
        {!valid && (
          <p id={hintId} className="form__incomplete">
            {t('actions.incomplete')}
          </p>
        )}
      </div>
    </form>
  );
}
