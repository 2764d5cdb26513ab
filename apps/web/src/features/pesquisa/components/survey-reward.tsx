import { PESQUISA_FASES, recompensaDaFase } from '@stockcar/shared/schemas/clube-conteudo';
import { CONTEUDO_NS } from '../../../lib/club-i18n.ts';
import { useTranslation } from '../../../lib/i18n.ts';

interface SurveyRewardProps {
  fase: number;
  /** Absent after the last lap: the survey is over. */
  onContinue?: (() => void) | undefined;
}

/** The reward message of the lap just completed (fan-club.md §9). */
export function SurveyReward({ fase, onContinue }: SurveyRewardProps) {
  const { t } = useTranslation(CONTEUDO_NS);
  const recompensa = recompensaDaFase(fase);
  return (
    <div className="club-survey__reward" role="status">
      {recompensa && <p className="club-survey__prize">{recompensa.mensagem}</p>}
      {onContinue ? (
        <button type="button" className="button" onClick={onContinue}>
          {t('survey.nextLap', { volta: fase + 1 })}
        </button>
      ) : (
        <p>{fase >= PESQUISA_FASES ? t('survey.finished') : t('survey.more')}</p>
      )}
    </div>
  );
}
