import type { PilotoVotacao } from '@stockcar/shared/schemas/fanpush';
import { barWidth, formatPercent } from '../utils/leaderboard.ts';
import { CLUBE_NS } from '../../../lib/club-i18n.ts';
import { useTranslation } from '../../../lib/i18n.ts';

/** A ranked driver: position, photo (large ones), name, share with its count, and the bar. */
export function LeaderboardRow({ piloto, large }: { piloto: PilotoVotacao; large?: boolean }) {
  const { t } = useTranslation(CLUBE_NS);
  return (
    <li className={large ? 'fanpush-rank fanpush-rank--top' : 'fanpush-rank'}>
      <span className="display fanpush-rank__pos">
        {t('fanpush.board.position', { posicao: piloto.posicao })}
      </span>
      {large && (
        <img className="fanpush-rank__photo" src={piloto.imagemB} alt="" width={96} height={96} />
      )}
      <span className="fanpush-rank__name">{piloto.nome}</span>
      <span className="fanpush-rank__score">
        <span className="fanpush-rank__pct">{formatPercent(piloto.votos)}</span>
        <span className="fanpush-rank__count">
          {t('fanpush.board.votes', { count: piloto.contagem })}
        </span>
      </span>
      <span className="fanpush-rank__bar" aria-hidden="true">
        <span style={{ width: barWidth(piloto.votos) }} />
      </span>
    </li>
  );
}

/** The top 6, shown large: they get the extra power (fan-club.md §9). */
export function TopSix({ pilotos }: { pilotos: PilotoVotacao[] }) {
  const { t } = useTranslation(CLUBE_NS);
  return (
    <ol className="fanpush-top" aria-label={t('fanpush.board.topSix')}>
      {pilotos.map((piloto) => (
        <LeaderboardRow key={piloto.id} piloto={piloto} large />
      ))}
    </ol>
  );
}

/** Positions 7 to 24 as a list. */
export function RestList({ pilotos, label }: { pilotos: PilotoVotacao[]; label?: string }) {
  const { t } = useTranslation(CLUBE_NS);
  return (
    <ol className="fanpush-rest" aria-label={label ?? t('fanpush.board.rest')}>
      {pilotos.map((piloto) => (
        <LeaderboardRow key={piloto.id} piloto={piloto} />
      ))}
    </ol>
  );
}
