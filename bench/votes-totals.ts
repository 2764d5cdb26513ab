import type pg from 'pg';
import type { Api } from '../apps/api/test/faults/client.ts';
import type { OpenVote } from '../apps/api/test/faults/voters.ts';

/**
 * The published totals against the ballots themselves: the public leaderboard's count per
 * driver and its number of ballots, each equal to a SQL count of the confirmed ballots.
 */
export async function checkTotals(api: Api, pool: pg.Pool, vote: OpenVote) {
  const answer = await api('GET', `/fanpush/votacao?idEtapaFanpush=${vote.idEtapaFanpush}`, {
    ip: '10.99.0.2',
  });
  const body = answer.body as {
    totalCedulas: number;
    pilotos: { id: number; contagem: number }[];
  };
  const ballots = await pool.query<{ n: number }>(
    `select count(*)::int as n from fanpush_voto where fanpush_id = $1 and status = 'confirmado'`,
    [vote.fanpushId],
  );
  const picks = await pool.query<{ piloto_id: number; n: number }>(
    `select piloto_id, count(*)::int as n from fanpush_voto,
       unnest(array[piloto1_id, piloto2_id, piloto3_id]) as piloto_id
     where fanpush_id = $1 and status = 'confirmado' group by piloto_id`,
    [vote.fanpushId],
  );
  const counted = new Map(picks.rows.map((r) => [r.piloto_id, r.n]));
  const confirmed = ballots.rows[0]?.n ?? 0;
  const wrong = body.pilotos.filter((p) => (counted.get(p.id) ?? 0) !== p.contagem);
  const equal = answer.status === 200 && body.totalCedulas === confirmed && wrong.length === 0;
  return {
    equal,
    summary:
      `${body.totalCedulas} published ballots vs ${confirmed} confirmed in SQL; ` +
      `${body.pilotos.length - wrong.length} of ${body.pilotos.length} drivers' counts equal`,
  };
}
