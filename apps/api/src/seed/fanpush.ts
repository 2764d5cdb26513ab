import { and, asc, desc, eq, gt, lte } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import * as t from '../db/schema/index.ts';
import { newReceipt } from '../lib/receipt.ts';
import { freezeWindow } from '../modules/fanpush/freeze.ts';
import { fanpushSettings, syncWindows } from '../modules/fanpush/lifecycle.ts';
import { windowFor } from '../modules/fanpush/placement.ts';
import { seededRandom, type Random } from './racing/random.ts';

/**
 * Fan Push demo (issues 6 and 11): the windows the calendar gives every upcoming Pro Series
 * stage (the next one open now), confirmed votes in the open one, and the last finished stage's
 * window closed with its frozen result. The votes belong to demo fans who cannot log in (no
 * password); counters and results are the tally of those votes.
 */

const PROSERIES = 1;
const FANS = 60;

export async function seedFanpush(db: Db, now: Date) {
  const random = seededRandom(606);
  const fans = await seedFans(db);
  const [last] = await db
    .select()
    .from(t.etapa)
    .where(
      and(eq(t.etapa.categoriaId, PROSERIES), eq(t.etapa.finalizada, true), lte(t.etapa.data, now)),
    )
    .orderBy(desc(t.etapa.data))
    .limit(1);
  if (last) {
    const times = windowFor(last.data, await fanpushSettings(db));
    const [closed] = await db
      .insert(t.fanpush)
      .values({
        etapaId: last.id,
        dataInicioVotacao: times?.inicio ?? last.data,
        dataFimVotacao: times?.fim ?? last.data,
      })
      .returning();
    if (closed) {
      await seedBallots(db, random, closed, fans, last.temporada);
      await freezeWindow(db, closed.id, closed.dataFimVotacao);
    }
  }
  await syncWindows(db, now);
  const [open] = await db
    .select({ fanpush: t.fanpush, temporada: t.etapa.temporada })
    .from(t.fanpush)
    .innerJoin(t.etapa, eq(t.etapa.id, t.fanpush.etapaId))
    .where(and(lte(t.fanpush.dataInicioVotacao, now), gt(t.fanpush.dataFimVotacao, now)))
    .orderBy(asc(t.fanpush.dataInicioVotacao))
    .limit(1);
  if (open) await seedBallots(db, random, open.fanpush, fans.slice(0, 40), open.temporada, now);
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

/** Confirmed ballots of the voters over the window's candidates (missing ones are added). */
async function seedBallots(
  db: Db,
  random: Random,
  window: typeof t.fanpush.$inferSelect,
  voters: number[],
  temporada: number,
  now?: Date,
) {
  const entered = await db
    .select({ id: t.inscricao.pilotoId })
    .from(t.inscricao)
    .where(and(eq(t.inscricao.categoriaId, PROSERIES), eq(t.inscricao.temporada, temporada)))
    .orderBy(asc(t.inscricao.pilotoId));
  if (entered.length < 3) return;
  await db
    .insert(t.fanpushPiloto)
    .values(entered.map((d) => ({ fanpushId: window.id, pilotoId: d.id })))
    .onConflictDoNothing();
  const weights = entered.map(() => random.int(1, 12));
  const counts = entered.map(() => 0);
  const start = window.dataInicioVotacao.getTime();
  const end = Math.min(window.dataFimVotacao.getTime(), (now ?? window.dataFimVotacao).getTime());
  const ballots = voters.map((usuarioId) => {
    const [a = 0, b = 1, c = 2] = pickThree(random, weights);
    for (const i of [a, b, c]) counts[i] = (counts[i] ?? 0) + 1;
    const at = new Date(start + random.next() * (end - start));
    const id = (i: number) => entered[i]?.id ?? 0;
    return {
      fanpushId: window.id,
      usuarioId,
      piloto1Id: id(a),
      piloto2Id: id(b),
      piloto3Id: id(c),
      status: 'confirmado' as const,
      criadoEm: at,
      confirmadoEm: at,
      recibo: newReceipt((n) => random.int(0, n - 1)),
    };
  });
  await db.insert(t.fanpushVoto).values(ballots);
  for (const [i, d] of entered.entries()) {
    await db
      .update(t.fanpushPiloto)
      .set({ votos: counts[i] ?? 0 })
      .where(and(eq(t.fanpushPiloto.fanpushId, window.id), eq(t.fanpushPiloto.pilotoId, d.id)));
  }
}
