import type pg from 'pg';
import { FORM_ROUTES, MARKER_COLUMN, type FormWrite } from './forms.ts';
import type { VoteAttempt } from './votes.ts';
import type { OpenVote } from './voters.ts';

/**
 * What the database must hold after the faults, checked with SQL: every acknowledged form
 * write exactly once (found by its marker), no write of any kind twice, every acknowledged
 * vote confirmed with its picks, one confirmed ballot per member and vote, and every driver's
 * counter equal to the confirmed ballots naming him.
 */

export interface Verification {
  lost: number;
  duplicated: number;
  failures: string[];
}

const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b).join();

/** Ids of the records of one route, by marker, for the markers of this run. */
async function recordsByMarker(pool: pg.Pool, route: FormWrite['route'], prefix: string) {
  const { table, column } = MARKER_COLUMN[route];
  const { rows } = await pool.query<{ marker: string; ids: number[] }>(
    `select ${column} as marker, array_agg(id order by id) as ids
       from ${table} where ${column} like $1 group by ${column}`,
    [`${prefix}%`],
  );
  return new Map(rows.map((r) => [r.marker, r.ids]));
}

async function verifyForms(pool: pg.Pool, forms: FormWrite[], prefix: string, v: Verification) {
  for (const route of FORM_ROUTES) {
    const found = await recordsByMarker(pool, route, prefix);
    for (const write of forms.filter((w) => w.route === route)) {
      const ids = found.get(write.marker) ?? [];
      if (ids.length > 1) v.duplicated += 1;
      if (write.ackId === undefined) continue;
      if (ids.length === 0) v.lost += 1;
      else if (!ids.includes(write.ackId)) {
        v.failures.push(
          `${route} ${write.marker}: answered id ${write.ackId}, stored ${ids.join()}`,
        );
      }
    }
  }
}

/**
 * Acknowledged votes must be confirmed ballots with the picks sent; so must the ones whose
 * retry was told "already voted" (409), which the fan reads as counted.
 */
async function verifyVotes(pool: pg.Pool, vote: OpenVote, votes: VoteAttempt[], v: Verification) {
  const counted = votes.filter(
    (a) => a.outcome === 'acknowledged' || a.outcome === 'confirmed-unacknowledged',
  );
  const { rows } = await pool.query<{ usuario_id: number; status: string; picks: number[] }>(
    `select usuario_id, status, array[piloto1_id, piloto2_id, piloto3_id] as picks
       from fanpush_voto where fanpush_id = $1 and usuario_id = any($2::int[])`,
    [vote.fanpushId, counted.map((a) => a.voter.id)],
  );
  const ballots = new Map(rows.map((r) => [r.usuario_id, r]));
  for (const a of counted) {
    const ballot = ballots.get(a.voter.id);
    if (ballot?.status !== 'confirmado') {
      if (a.outcome === 'acknowledged') v.lost += 1;
      else v.failures.push(`member ${a.voter.id}: told "already voted", no confirmed ballot`);
    } else if (sorted(ballot.picks) !== sorted(a.picks)) {
      v.failures.push(`member ${a.voter.id}: confirmed other picks than the ones sent`);
    }
  }
  const twice = await pool.query(
    `select fanpush_id, usuario_id from fanpush_voto where status = 'confirmado'
      group by fanpush_id, usuario_id having count(*) > 1`,
  );
  v.duplicated += twice.rowCount ?? 0;
}

/**
 * Drivers whose published count differs from the confirmed ballots naming them: the stored
 * counter plus the picks queued for the next fold (fanpush_contagem_pendente), as the
 * leaderboard reads it.
 */
async function verifyCounters(pool: pg.Pool, v: Verification) {
  const { rows } = await pool.query<{
    fanpush_id: number;
    piloto_id: number;
    votos: number;
    n: number;
  }>(
    `select fp.fanpush_id, fp.piloto_id, (fp.votos + coalesce(q.n, 0))::int as votos,
            coalesce(b.n, 0)::int as n
       from fanpush_piloto fp
       left join (
         select fanpush_id, piloto_id, count(*) as n from fanpush_contagem_pendente
          group by fanpush_id, piloto_id
       ) q using (fanpush_id, piloto_id)
       left join (
         select fanpush_id, piloto_id, count(*) as n from (
           select fanpush_id, piloto1_id as piloto_id from fanpush_voto where status = 'confirmado'
           union all
           select fanpush_id, piloto2_id from fanpush_voto where status = 'confirmado'
           union all
           select fanpush_id, piloto3_id from fanpush_voto where status = 'confirmado'
         ) picks group by fanpush_id, piloto_id
       ) b using (fanpush_id, piloto_id)
      where fp.votos + coalesce(q.n, 0) <> coalesce(b.n, 0)`,
  );
  for (const r of rows) {
    v.failures.push(
      `vote ${r.fanpush_id}, driver ${r.piloto_id}: votos ${r.votos}, ballots ${r.n}`,
    );
  }
}

export async function verify(
  pool: pg.Pool,
  run: { forms: FormWrite[]; votes: VoteAttempt[]; markerPrefix: string; vote: OpenVote },
): Promise<Verification> {
  const v: Verification = { lost: 0, duplicated: 0, failures: [] };
  await verifyForms(pool, run.forms, run.markerPrefix, v);
  await verifyVotes(pool, run.vote, run.votes, v);
  await verifyCounters(pool, v);
  return v;
}
