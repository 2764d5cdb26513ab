import { createHash } from 'node:crypto';
import { and, asc, desc, eq, gt, inArray, isNull, lte, notInArray } from 'drizzle-orm';
import { CEDULAS_CSV_COLUNAS } from '@stockcar/shared/schemas/admin/fanpush';
import type { Db } from '../../db/client.ts';
import {
  etapa,
  fanpush,
  fanpushConfig,
  fanpushPiloto,
  fanpushResultado,
  fanpushVoto,
  inscricao,
  piloto,
} from '../../db/schema/index.ts';
import { toCsv } from '../../lib/csv.ts';

/**
 * The Fan Push lifecycle (issue 11): every Pro Series stage gets its vote window from the
 * calendar, with the stage's entry list as candidates; a window that ends is closed and its
 * result frozen with the checksum of its anonymised ballots.
 */

const PROSERIES = 1;
const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

export interface FanpushSettings {
  diasAntes: number;
  minutosAntes: number;
}

/** The lifecycle's settings (one row, created with the defaults when missing). */
export async function fanpushSettings(db: Db): Promise<FanpushSettings> {
  await db.insert(fanpushConfig).values({ id: 1 }).onConflictDoNothing();
  const [row] = await db.select().from(fanpushConfig).where(eq(fanpushConfig.id, 1));
  return { diasAntes: row?.diasAntes ?? 7, minutosAntes: row?.minutosAntes ?? 0 };
}

/**
 * A stage's window: it opens `diasAntes` days before the race (never before the previous
 * window closes, so windows never overlap) and closes `minutosAntes` before the race starts.
 * Undefined when the previous window leaves no room.
 */
export function windowFor(stageDate: Date, settings: FanpushSettings, previousEnd?: Date) {
  const fim = new Date(stageDate.getTime() - settings.minutosAntes * MINUTE_MS);
  const opens = stageDate.getTime() - settings.diasAntes * DAY_MS;
  const inicio = new Date(Math.max(opens, previousEnd?.getTime() ?? opens));
  return inicio.getTime() < fim.getTime() ? { inicio, fim } : undefined;
}

/** The drivers entered in the stage's season: the window's candidates. */
async function entryList(db: Db, temporada: number) {
  const rows = await db
    .select({ pilotoId: inscricao.pilotoId })
    .from(inscricao)
    .where(and(eq(inscricao.categoriaId, PROSERIES), eq(inscricao.temporada, temporada)))
    .orderBy(asc(inscricao.pilotoId));
  return rows.map((r) => r.pilotoId);
}

/** Makes the window's candidates exactly these drivers (only before it opens: no votes yet). */
async function setCandidates(db: Db, fanpushId: number, pilotoIds: number[]) {
  await db
    .delete(fanpushPiloto)
    .where(
      and(
        eq(fanpushPiloto.fanpushId, fanpushId),
        pilotoIds.length ? notInArray(fanpushPiloto.pilotoId, pilotoIds) : undefined,
      ),
    );
  if (pilotoIds.length === 0) return;
  await db
    .insert(fanpushPiloto)
    .values(pilotoIds.map((pilotoId) => ({ fanpushId, pilotoId })))
    .onConflictDoNothing();
}

/**
 * Brings the windows in line with the calendar: a window for every upcoming Pro Series stage
 * without one; for windows not yet open, the times (unless race control set them by hand) and
 * the candidates (unless adjusted) follow the stage's date, the settings and the entry list.
 * Idempotent: the job runs it every minute, and the stage screens after a change.
 */
export async function syncWindows(db: Db, now: Date) {
  const settings = await fanpushSettings(db);
  const stages = await db
    .select({ etapa, fanpush })
    .from(etapa)
    .leftJoin(fanpush, eq(fanpush.etapaId, etapa.id))
    .where(and(eq(etapa.categoriaId, PROSERIES), gt(etapa.data, now)))
    .orderBy(asc(etapa.data));
  const [earlier] = await db
    .select({ fim: fanpush.dataFimVotacao })
    .from(fanpush)
    .innerJoin(etapa, eq(etapa.id, fanpush.etapaId))
    .where(and(eq(etapa.categoriaId, PROSERIES), lte(etapa.data, now)))
    .orderBy(desc(fanpush.dataFimVotacao))
    .limit(1);
  let previousEnd = earlier?.fim;
  for (const { etapa: stage, fanpush: window } of stages) {
    const times = windowFor(stage.data, settings, previousEnd);
    if (!window) {
      if (!times) continue;
      const [created] = await db
        .insert(fanpush)
        .values({ etapaId: stage.id, dataInicioVotacao: times.inicio, dataFimVotacao: times.fim })
        .returning({ id: fanpush.id, fim: fanpush.dataFimVotacao });
      if (created) {
        await setCandidates(db, created.id, await entryList(db, stage.temporada));
        previousEnd = created.fim;
      }
      continue;
    }
    const notOpenYet = window.dataInicioVotacao.getTime() > now.getTime() && !window.encerradaEm;
    if (notOpenYet && !window.horariosAjustados && times) {
      await db
        .update(fanpush)
        .set({ dataInicioVotacao: times.inicio, dataFimVotacao: times.fim })
        .where(eq(fanpush.id, window.id));
      previousEnd = times.fim;
    } else {
      previousEnd = window.dataFimVotacao;
    }
    if (notOpenYet && !window.candidatosAjustados) {
      await setCandidates(db, window.id, await entryList(db, stage.temporada));
    }
  }
}

export interface Ballot {
  recibo: string;
  confirmadoEm: Date;
  picks: { id: number; nome: string }[];
}

/** The window's confirmed ballots, anonymous (no member), by receipt. */
export async function confirmedBallots(db: Db, fanpushId: number): Promise<Ballot[]> {
  const votes = await db
    .select({
      recibo: fanpushVoto.recibo,
      confirmadoEm: fanpushVoto.confirmadoEm,
      p1: fanpushVoto.piloto1Id,
      p2: fanpushVoto.piloto2Id,
      p3: fanpushVoto.piloto3Id,
    })
    .from(fanpushVoto)
    .where(and(eq(fanpushVoto.fanpushId, fanpushId), eq(fanpushVoto.status, 'confirmado')))
    .orderBy(asc(fanpushVoto.recibo));
  const ids = [...new Set(votes.flatMap((v) => [v.p1, v.p2, v.p3]))];
  const names = new Map(
    ids.length === 0
      ? []
      : (
          await db
            .select({ id: piloto.id, nome: piloto.nome, sobrenome: piloto.sobrenome })
            .from(piloto)
            .where(inArray(piloto.id, ids))
        ).map((p) => [p.id, `${p.nome} ${p.sobrenome}`]),
  );
  return votes.map((v) => ({
    recibo: v.recibo ?? '',
    confirmadoEm: v.confirmadoEm ?? new Date(0),
    picks: [v.p1, v.p2, v.p3].map((id) => ({ id, nome: names.get(id) ?? '' })),
  }));
}

/** The anonymised ballots as published: one line per ballot, by receipt. */
export function ballotsCsv(ballots: Ballot[]): string {
  return toCsv(
    CEDULAS_CSV_COLUNAS,
    ballots.map((b) => [
      b.recibo,
      b.confirmadoEm.toISOString(),
      ...b.picks.flatMap((p) => [p.id, p.nome]),
    ]),
  );
}

export const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/**
 * Closes the window and freezes its result, once: the votes each candidate got, counted from
 * the confirmed ballots (every pick counts one), ranked by votes then name, with the number of
 * ballots and the SHA-256 of their export. From then on nothing about the window changes.
 */
export async function freezeWindow(db: Db, fanpushId: number, now: Date) {
  await db.transaction(async (tx) => {
    const [window] = await tx.select().from(fanpush).where(eq(fanpush.id, fanpushId)).for('update');
    if (!window || window.encerradaEm) return;
    const ballots = await confirmedBallots(tx, fanpushId);
    const candidates = await tx
      .select({ id: piloto.id, nome: piloto.nome, sobrenome: piloto.sobrenome })
      .from(fanpushPiloto)
      .innerJoin(piloto, eq(piloto.id, fanpushPiloto.pilotoId))
      .where(eq(fanpushPiloto.fanpushId, fanpushId));
    const votes = new Map(candidates.map((c) => [c.id, 0]));
    for (const b of ballots) {
      for (const p of b.picks) votes.set(p.id, (votes.get(p.id) ?? 0) + 1);
    }
    const ranked = candidates
      .map((c) => ({ ...c, votos: votes.get(c.id) ?? 0 }))
      .sort(
        (a, b) =>
          b.votos - a.votos ||
          a.nome.localeCompare(b.nome, 'pt-BR') ||
          a.sobrenome.localeCompare(b.sobrenome, 'pt-BR') ||
          a.id - b.id,
      );
    if (ranked.length > 0) {
      await tx
        .insert(fanpushResultado)
        .values(
          ranked.map((c, i) => ({ fanpushId, pilotoId: c.id, posicao: i + 1, votos: c.votos })),
        );
    }
    const closedAt = new Date(Math.min(now.getTime(), window.dataFimVotacao.getTime()));
    await tx
      .update(fanpush)
      .set({
        dataFimVotacao:
          closedAt.getTime() > window.dataInicioVotacao.getTime()
            ? closedAt
            : window.dataFimVotacao,
        encerradaEm: now,
        totalCedulas: ballots.length,
        checksum: sha256(ballotsCsv(ballots)),
      })
      .where(eq(fanpush.id, fanpushId));
  });
}

/** Closes every window whose time is up (the job, every minute). */
export async function freezeDueWindows(db: Db, now: Date) {
  const due = await db
    .select({ id: fanpush.id })
    .from(fanpush)
    .where(and(lte(fanpush.dataFimVotacao, now), isNull(fanpush.encerradaEm)));
  for (const { id } of due) await freezeWindow(db, id, now);
  return due.length;
}
