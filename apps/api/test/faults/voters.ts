import { checkPhone } from '@stockcar/shared/validators/phone';
import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import * as s from '../../src/db/schema/index.ts';
import { createPasswordHasher } from '../../src/modules/conta/rules/passwords.ts';

/**
 * The fault test's voters: members written straight into the database, each able to vote
 * (confirmed e-mail, validated mobile, accepted Fan Push flow), and the open vote they vote in.
 */

export const VOTER_PASSWORD = 'Piloto#Veloz2024';

export interface Voter {
  id: number;
  email: string;
  /** The mobile in E.164, as the SMS gateway receives it. */
  e164: string;
}

export interface OpenVote {
  idEtapaFanpush: number;
  fanpushId: number;
  drivers: number[];
}

/** A Belo Horizonte mobile per index, masked as the club stores it: (31) 9NNNN-NNNN. */
function mobile(index: number) {
  const n = String(index).padStart(8, '0');
  const masked = `(31) 9${n.slice(0, 4)}-${n.slice(4)}`;
  const { e164 } = checkPhone(masked);
  if (!e164) throw new Error(`not a mobile: ${masked}`);
  return { masked, e164 };
}

export async function createVoters(pool: pg.Pool, runId: string, count: number) {
  // A cheap argon2id hash: it carries its own cost, so the server verifies it as any other.
  const senhaHash = await createPasswordHasher({ memoryCost: 256, timeCost: 1 }).hash(
    VOTER_PASSWORD,
  );
  const rows = Array.from({ length: count }, (_, i) => ({
    i,
    email: `falhas-${runId}-${i}@exemplo.com`,
    phone: mobile(i),
  }));
  const inserted = await drizzle(pool)
    .insert(s.usuario)
    .values(
      rows.map((r) => ({
        nome: 'Torcedor',
        sobrenome: `Falhas ${r.i}`,
        email: r.email,
        telefone: r.phone.masked,
        celularAtivo: true,
        aceitaFluxoFanpush: true,
        emailConfirmadoEm: new Date(),
        cadastroCompleto: true,
        senhaHash,
      })),
    )
    .returning({ id: s.usuario.id, email: s.usuario.email });
  const byEmail = new Map(rows.map((r) => [r.email, r.phone.e164]));
  return inserted.map((r): Voter => ({
    id: r.id,
    email: r.email,
    e164: byEmail.get(r.email) ?? '',
  }));
}

/** The vote open now (the seed opens one for the next Pro Series stage) and its drivers. */
export async function findOpenVote(pool: pg.Pool): Promise<OpenVote> {
  const vote = await pool.query<{ id: number; etapa_id: number }>(
    `select id, etapa_id from fanpush
      where data_inicio_votacao <= now() and data_fim_votacao > now()
      order by data_fim_votacao limit 1`,
  );
  const row = vote.rows[0];
  if (!row) throw new Error('no open Fan Push vote: the seed should open one');
  const drivers = await pool.query<{ piloto_id: number }>(
    'select piloto_id from fanpush_piloto where fanpush_id = $1 order by piloto_id',
    [row.id],
  );
  if (drivers.rows.length < 3) throw new Error('the open vote has fewer than 3 drivers');
  return {
    idEtapaFanpush: row.etapa_id,
    fanpushId: row.id,
    drivers: drivers.rows.map((d) => d.piloto_id),
  };
}

/**
 * Three distinct drivers for a voter, spread over the field: start, start + step and
 * start + 2·step, with 1 ≤ step ≤ (n − 1) / 2 so that 2·step never wraps onto the start.
 */
export function picksFor(vote: OpenVote, index: number): number[] {
  const n = vote.drivers.length;
  const step = 1 + (Math.floor(index / n) % Math.floor((n - 1) / 2));
  return [0, 1, 2].map((k) => vote.drivers[(index + k * step) % n] ?? 0);
}
