import type { PilotoVotacao } from '@stockcar/shared/schemas/fanpush';
import { barWidth, formatPercent } from '../utils/leaderboard.ts';

/** A ranked driver: position, photo (large ones), name, share and its bar. */
export function LeaderboardRow({ piloto, large }: { piloto: PilotoVotacao; large?: boolean }) {
  return (
    <li className={large ? 'fanpush-rank fanpush-rank--top' : 'fanpush-rank'}>
      <span className="display fanpush-rank__pos">{piloto.posicao}º</span>
      {large && (
        <img className="fanpush-rank__photo" src={piloto.imagemB} alt="" width={96} height={96} />
      )}
      <span className="fanpush-rank__name">{piloto.nome}</span>
      <span className="fanpush-rank__pct">{formatPercent(piloto.votos)}</span>
      <span className="fanpush-rank__bar" aria-hidden="true">
        <span style={{ width: barWidth(piloto.votos) }} />
      </span>
    </li>
  );
}

/** The top 6, shown large: they get the extra power (fan-club.md §9). */
export function TopSix({ pilotos }: { pilotos: PilotoVotacao[] }) {
  return (
    <ol className="fanpush-top" aria-label="Os 6 mais votados">
      {pilotos.map((piloto) => (
        <LeaderboardRow key={piloto.id} piloto={piloto} large />
      ))}
    </ol>
  );
}

/** Positions 7 to 24 as a list. */
export function RestList({ pilotos, label }: { pilotos: PilotoVotacao[]; label?: string }) {
  return (
    <ol className="fanpush-rest" aria-label={label ?? 'Posições 7 a 24'}>
      {pilotos.map((piloto) => (
        <LeaderboardRow key={piloto.id} piloto={piloto} />
      ))}
    </ol>
  );
}
