import { PESQUISA_FASES, recompensaDaFase } from '@stockcar/shared/schemas/clube-conteudo';

interface SurveyRewardProps {
  fase: number;
  /** Absent after the last lap: the survey is over. */
  onContinue?: (() => void) | undefined;
}

/** The reward message of the lap just completed (fan-club.md §9). */
export function SurveyReward({ fase, onContinue }: SurveyRewardProps) {
  const recompensa = recompensaDaFase(fase);
  return (
    <div className="club-survey__reward" role="status">
      {recompensa && <p className="club-survey__prize">{recompensa.mensagem}</p>}
      {onContinue ? (
        <button type="button" className="button" onClick={onContinue}>
          Continuar para a {fase + 1}ª volta
        </button>
      ) : (
        <p>
          {fase >= PESQUISA_FASES
            ? 'Você concluiu todas as voltas da pesquisa. Obrigado por participar!'
            : 'Novas perguntas em breve.'}
        </p>
      )}
    </div>
  );
}
