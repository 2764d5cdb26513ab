import { and, asc, desc, eq, gt, lte } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import * as t from '../db/schema/index.ts';
import { seededRandom, type Random } from './racing/random.ts';

/**
 * Fan Push demo (issue 6): an open vote for the next Pro Series stage with some confirmed
 * votes, and a closed one with results for the last finished stage. The votes belong to demo
 * fans who cannot log in (no password); the counters are the tally of those votes.
 */

const PROSERIES = 1;
const MAX_DRIVERS = 24;
const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;
const FANS = 60;

type Stage = typeof t.etapa.$inferSelect;

export async function seedFanpush(db: Db, now: Date) {
  const random = seededRandom(606);
  const [next] = await db
    .select()
    .from(t.etapa)
    .where(and(eq(t.etapa.categoriaId, PROSERIES), gt(t.etapa.data, now)))
    .orderBy(asc(t.etapa.data))
    .limit(1);
  const [last] = await db
    .select()
    .from(t.etapa)
    .where(
      and(eq(t.etapa.categoriaId, PROSERIES), eq(t.etapa.finalizada, true), lte(t.etapa.data, now)),
    )
    .orderBy(desc(t.etapa.data))
    .limit(1);
  const fans = await seedFans(db);
  if (last) {
    const fim = new Date(last.data.getTime() - 2 * HOUR);
    const inicio = new Date(fim.getTime() - 5 * DAY);
    await seedVote(db, random, { stage: last, inicio, fim, voters: fans });
  }
  if (next) {
    // Open around now, closing a few days later (before the race when it is that close).
    const fim = new Date(Math.min(now.getTime() + 3 * DAY, next.data.getTime() - HOUR));
    const inicio = new Date(now.getTime() - 2 * DAY);
    await seedVote(db, random, { stage: next, inicio, fim, voters: fans.slice(0, 40), now });
  }
}

/** Demo fans with a validated phone and the accepted flow; an unusable password hash. */
async function seedFans(db: Db) {
  const rows = await db
    .insert(t.usuario)
    .values(
      Array.from({ length: FANS }, (_, i) => ({
        nome: 'Torcedor',
        sobrenome: `Demo ${i + 1}`,
        email: `torcedor${i + 1}.demo@fanpush.stockclub.example.com`,
        senhaHash: '!',
        celularAtivo: true,
        aceitaFluxoFanpush: true,
        cadastroCompleto: true,
      })),
    )
    .returning({ id: t.usuario.id });
  return rows.map((r) => r.id);
}

/** Three distinct drivers, the popular ones more often. */
function pickThree(random: Random, weights: number[]) {
  const picked: number[] = [];
  while (picked.length < 3) {
    const total = weights.reduce((a, w, i) => a + (picked.includes(i) ? 0 : w), 0);
    let r = random.next() * total;
    const i = weights.findIndex((w, j) => !picked.includes(j) && (r -= w) < 0);
    picked.push(i === -1 ? weights.findIndex((_, j) => !picked.includes(j)) : i);
  }
  return picked;
}

async function seedVote(
  db: Db,
  random: Random,
  v: { stage: Stage; inicio: Date; fim: Date; voters: number[]; now?: Date },
) {
  const [vote] = await db
    .insert(t.fanpush)
    .values({ etapaId: v.stage.id, dataInicioVotacao: v.inicio, dataFimVotacao: v.fim })
    .returning({ id: t.fanpush.id });
  const drivers = await db
    .select({ id: t.inscricao.pilotoId })
    .from(t.inscricao)
    .where(
      and(eq(t.inscricao.categoriaId, PROSERIES), eq(t.inscricao.temporada, v.stage.temporada)),
    )
    .orderBy(asc(t.inscricao.pilotoId))
    .limit(MAX_DRIVERS);
  if (!vote || drivers.length < 3) return;
  const weights = drivers.map(() => random.int(1, 12));
  const counts = drivers.map(() => 0);
  const end = Math.min(v.fim.getTime(), (v.now ?? v.fim).getTime());
  const ballots = v.voters.map((usuarioId) => {
    const [a = 0, b = 1, c = 2] = pickThree(random, weights);
    for (const i of [a, b, c]) counts[i] = (counts[i] ?? 0) + 1;
    const at = new Date(v.inicio.getTime() + random.next() * (end - v.inicio.getTime()));
    const id = (i: number) => drivers[i]?.id ?? 0;
    return {
      fanpushId: vote.id,
      usuarioId,
      piloto1Id: id(a),
      piloto2Id: id(b),
      piloto3Id: id(c),
      status: 'confirmado' as const,
      criadoEm: at,
      confirmadoEm: at,
    };
  });
  await db
    .insert(t.fanpushPiloto)
    .values(drivers.map((d, i) => ({ fanpushId: vote.id, pilotoId: d.id, votos: counts[i] ?? 0 })));
  await db.insert(t.fanpushVoto).values(ballots);
}
