import { useState, type ReactNode } from 'react';
import type { PesquisaEstado } from '@stockcar/shared/schemas/clube-conteudo';
import { queryState } from '../../../components/query-state.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { ApiError, isServerFault } from '../../../lib/api-error.ts';
import { getUser } from '../../../lib/session.ts';
import { useAnswerPesquisa } from '../api/answer-pesquisa.ts';
import { usePesquisa } from '../api/get-pesquisa.ts';
import { hasStartedSurvey, rememberSurveyStart } from '../utils/survey-start.ts';
import { SurveyIntro } from './survey-intro.tsx';
import { SurveyQuestion } from './survey-question.tsx';
import { SurveyReward } from './survey-reward.tsx';
import './pesquisa.css';
import { CONTEUDO_NS } from '../../../lib/club-i18n.ts';
import { useTranslation } from '../../../lib/i18n.ts';

/**
 * The rewards survey of the club home (fan-club.md §2, §4, §5, §9): intro screens, then one
 * question at a time over 4 laps, each lap's reward message when it closes. Hidden entirely
 * when the server errors.
 */
export function RewardsSurvey() {
  const { t } = useTranslation(CONTEUDO_NS);
  const answer = useAnswerPesquisa();
  const pesquisa = queryState(usePesquisa(), {
    pending: (
      <SurveySection>
        <Spinner label={t('survey.loading')} />
      </SurveySection>
    ),
    // A failure hides the survey entirely (§4).
    failure: () => null,
  });
  if (!pesquisa.ready) return pesquisa.screen;
  // A refusal of the answer (4xx) is shown; a fault of the server ends the survey (§4).
  if (answer.isError && isServerFault(answer.error)) return null;
  return (
    <SurveySection>
      <SurveyBody estado={pesquisa.data} answer={answer} />
    </SurveySection>
  );
}

function SurveySection({ children }: { children: ReactNode }) {
  const { t } = useTranslation(CONTEUDO_NS);
  return (
    <section className="club-block club-survey" aria-labelledby="club-survey-title">
      <h2 id="club-survey-title" className="club-block__title">
        {t('survey.title')}
      </h2>
      {children}
    </section>
  );
}

interface SurveyBodyProps {
  estado: PesquisaEstado;
  answer: ReturnType<typeof useAnswerPesquisa>;
}

function SurveyBody({ estado, answer }: SurveyBodyProps) {
  const idUsuario = getUser().idUsuario;
  const [started, setStarted] = useState(() => hasStartedSurvey(idUsuario));
  // The lap whose reward message the member has read (the server keeps it until he answers on).
  const [seenLap, setSeenLap] = useState(0);
  if (!started && estado.fase === 0) {
    const start = () => {
      rememberSurveyStart(idUsuario);
      setStarted(true);
    };
    return <SurveyIntro onStart={start} />;
  }
  const { pergunta } = estado;
  if (estado.faseEncerrada && seenLap !== estado.fase) {
    return (
      <SurveyReward
        fase={estado.fase}
        onContinue={pergunta ? () => setSeenLap(estado.fase) : undefined}
      />
    );
  }
  if (!pergunta) return <SurveyReward fase={estado.fase} />;
  const refused =
    answer.isError && answer.error instanceof ApiError ? answer.error.detail : undefined;
  return (
    <SurveyQuestion
      key={pergunta.idPesquisaPergunta}
      pergunta={pergunta}
      volta={estado.fase + 1}
      pending={answer.isPending}
      refused={refused}
      onAnswer={(idRespostas) =>
        answer.mutate({
          idPesquisa: estado.idPesquisa,
          idPesquisaPergunta: pergunta.idPesquisaPergunta,
          idRespostas,
        })
      }
    />
  );
}
