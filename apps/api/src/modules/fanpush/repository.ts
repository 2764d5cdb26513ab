import { and, asc, count, desc, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm';
import { alias, type SelectedFields } from 'drizzle-orm/pg-core';
import type { PilotoFanpush } from '@stockcar/shared/schemas/fanpush';
import type { Db } from '../../db/client.ts';
import { preparedFor } from '../../db/prepared.ts';
import { ballotCounts } from './tally.ts';
import {
  circuito,
  codigoSms,
  etapa,
  fanpush,
  fanpushContagemPendente,
  fanpushPiloto,
  fanpushResultado,
  fanpushVoto,
  inscricao,
  piloto,
} from '../../db/schema/index.ts';

/** Reads of the Fan Push: the votes, their drivers and a member's vote. */

const voteColumns = {
  id: fanpush.id,
  etapaId: fanpush.etapaId,
  dataInicioVotacao: fanpush.dataInicioVotacao,
  dataFimVotacao: fanpush.dataFimVotacao,
  urlVideo: fanpush.urlVideo,
  pausada: fanpush.pausada,
  encerradaEm: fanpush.encerradaEm,
  totalCedulas: fanpush.totalCedulas,
  checksum: fanpush.checksum,
  categoriaId: etapa.categoriaId,
  temporada: etapa.temporada,
  titulo: etapa.titulo,
  data: etapa.data,
  circuito: circuito.nome,
  cidade: circuito.cidade,
};

function votes<T extends SelectedFields = Record<never, never>>(db: Db, extra?: T) {
  return db
    .select({ ...voteColumns, ...extra } as typeof voteColumns & T)
    .from(fanpush)
    .innerJoin(etapa, eq(etapa.id, fanpush.etapaId))
    .innerJoin(circuito, eq(circuito.id, etapa.circuitoId));
}
export type Vote = Awaited<ReturnType<ReturnType<typeof voteOfStageQuery>['execute']>>[number];

/** A driver's name as the vote's cards show it. */
export const fullName = (p: { nome: string; sobrenome: string }) =>
  `${p.nome} ${p.sobrenome}`.trim();

/** Votes are taken: inside the window, not closed early, not paused by race control. */
export const isOpen = (v: Vote, now = new Date()) =>
  !v.pausada && !v.encerradaEm && inWindow(v, now);

export const inWindow = (v: Vote, now = new Date()) =>
  v.dataInicioVotacao.getTime() <= now.getTime() && now.getTime() < v.dataFimVotacao.getTime();

/** The window is over: its time is up or race control closed it; its result is final. */
export const isClosed = (v: Vote, now = new Date()) =>
  v.encerradaEm !== null || now.getTime() >= v.dataFimVotacao.getTime();

const voteOfStageQuery = preparedFor((db) =>
  votes(db)
    .where(eq(fanpush.etapaId, sql.placeholder('etapaId')))
    .prepare('fanpush_vote_of_stage'),
);

/** The vote of a stage, if the stage has one (every vote call asks: prepared). */
export async function voteOfStage(db: Db, etapaId: number) {
  const [row] = await voteOfStageQuery(db).execute({ etapaId });
  return row;
}

/** The member's vote in the stage's window, joined to the stage's vote by the hot queries. */
const memberVoteJoin = and(
  eq(fanpushVoto.fanpushId, fanpush.id),
  eq(fanpushVoto.usuarioId, sql.placeholder('usuarioId')),
);

/**
 * What a submit checks, in one statement: the stage's vote, how many of the three picks are
 * its eligible drivers, and the member's vote state there (issue 13: one round trip where
 * three were).
 */
const submitContextQuery = preparedFor((db) => {
  const picks = ['pick1', 'pick2', 'pick3'].map((name) => sql.placeholder(name));
  const eligible = db
    .select({ n: count() })
    .from(fanpushPiloto)
    .where(and(eq(fanpushPiloto.fanpushId, fanpush.id), inArray(fanpushPiloto.pilotoId, picks)));
  return votes(db, { eligible: sql<number>`(${eligible})::int`, status: fanpushVoto.status })
    .leftJoin(fanpushVoto, memberVoteJoin)
    .where(eq(fanpush.etapaId, sql.placeholder('etapaId')))
    .prepare('fanpush_submit_context');
});

export async function submitContext(
  db: Db,
  v: { etapaId: number; usuarioId: number; picks: [number, number, number] },
) {
  const [pick1, pick2, pick3] = v.picks;
  const [row] = await submitContextQuery(db).execute({ ...v, pick1, pick2, pick3 });
  if (!row) return undefined;
  const { eligible, status, ...vote } = row;
  return { vote, eligible, status };
}

/** The member's current code of the vote's purpose: the one a typed token is checked against. */
const currentCode = alias(codigoSms, 'codigo_atual');
const latestCode = alias(codigoSms, 'codigo_recente');

/**
 * What a confirmation checks, in one statement: the stage's vote, the member's vote there
 * and the member's current Fan Push code (newest unused, as checkCode reads it).
 */
const confirmContextQuery = preparedFor((db) => {
  const currentCodeId = db
    .select({ id: latestCode.id })
    .from(latestCode)
    .where(
      and(
        eq(latestCode.usuarioId, sql.placeholder('usuarioId')),
        eq(latestCode.finalidade, 'fanpush'),
        isNull(latestCode.usadoEm),
      ),
    )
    .orderBy(desc(latestCode.criadoEm))
    .limit(1);
  const code = {
    id: currentCode.id,
    codigoHash: currentCode.codigoHash,
    expiraEm: currentCode.expiraEm,
  };
  return votes(db, { mine: fanpushVoto, code })
    .leftJoin(fanpushVoto, memberVoteJoin)
    .leftJoin(currentCode, eq(currentCode.id, sql`(${currentCodeId})`))
    .where(eq(fanpush.etapaId, sql.placeholder('etapaId')))
    .prepare('fanpush_confirm_context');
});

export async function confirmContext(db: Db, v: { etapaId: number; usuarioId: number }) {
  const [row] = await confirmContextQuery(db).execute(v);
  if (!row) return undefined;
  const { mine, code, ...vote } = row;
  return { vote, mine, code };
}

async function openVote(db: Db, now: Date) {
  const [row] = await votes(db)
    .where(and(lte(fanpush.dataInicioVotacao, now), gt(fanpush.dataFimVotacao, now)))
    .orderBy(desc(fanpush.dataInicioVotacao))
    .limit(1);
  return row;
}

async function nextVote(db: Db, now: Date) {
  const [row] = await votes(db)
    .where(gt(fanpush.dataInicioVotacao, now))
    .orderBy(asc(fanpush.dataInicioVotacao))
    .limit(1);
  return row;
}

/** The vote the club shows now: the open one, else the next to open, else the last closed. */
export async function currentVote(db: Db, now = new Date()) {
  return (await openVote(db, now)) ?? (await nextVote(db, now)) ?? (await lastClosedVote(db, now));
}

/** The leaderboard's vote: the open one, else the last closed (its result), else the next. */
export async function leaderboardVote(db: Db, now = new Date()) {
  return (await openVote(db, now)) ?? (await lastClosedVote(db, now)) ?? (await nextVote(db, now));
}

/** The vote whose window ended last. */
export async function lastClosedVote(db: Db, now = new Date()) {
  const [row] = await votes(db)
    .where(lte(fanpush.dataFimVotacao, now))
    .orderBy(desc(fanpush.dataFimVotacao))
    .limit(1);
  return row;
}

/** The eligible drivers of a vote as cards, with their number in the stage's season. */
const driversQuery = preparedFor((db) =>
  db
    .select({ p: piloto, numero: inscricao.numero })
    .from(fanpushPiloto)
    .innerJoin(piloto, eq(piloto.id, fanpushPiloto.pilotoId))
    .leftJoin(
      inscricao,
      and(
        eq(inscricao.pilotoId, piloto.id),
        eq(inscricao.categoriaId, sql.placeholder('categoriaId')),
        eq(inscricao.temporada, sql.placeholder('temporada')),
      ),
    )
    .where(eq(fanpushPiloto.fanpushId, sql.placeholder('fanpushId')))
    .orderBy(asc(piloto.nome), asc(piloto.sobrenome))
    .prepare('fanpush_drivers_of'),
);

export async function driversOf(db: Db, vote: Vote): Promise<PilotoFanpush[]> {
  const rows = await driversQuery(db).execute({
    categoriaId: vote.categoriaId,
    temporada: vote.temporada,
    fanpushId: vote.id,
  });
  return rows.map(({ p, numero }) => ({
    id: p.id,
    nome: fullName(p),
    numero: numero ?? '',
    imagem: p.imagem,
  }));
}

/** The member's vote in a vote, with whether its token is still alive. */
const memberVoteQuery = preparedFor((db) =>
  db
    .select({
      v: fanpushVoto,
      tokenExpiraEm: codigoSms.expiraEm,
      tokenUsadoEm: codigoSms.usadoEm,
    })
    .from(fanpushVoto)
    .leftJoin(codigoSms, eq(codigoSms.id, fanpushVoto.codigoSmsId))
    .where(
      and(
        eq(fanpushVoto.fanpushId, sql.placeholder('fanpushId')),
        eq(fanpushVoto.usuarioId, sql.placeholder('usuarioId')),
      ),
    )
    .prepare('fanpush_member_vote'),
);

export async function memberVote(db: Db, fanpushId: number, usuarioId: number) {
  const [row] = await memberVoteQuery(db).execute({ fanpushId, usuarioId });
  if (!row) return undefined;
  const alive =
    row.v.status === 'pendente' &&
    row.tokenExpiraEm !== null &&
    row.tokenUsadoEm === null &&
    row.tokenExpiraEm.getTime() > Date.now();
  return { ...row.v, tokenExpiraEm: alive ? row.tokenExpiraEm : null };
}
export type MemberVote = NonNullable<Awaited<ReturnType<typeof memberVote>>>;

export const picksOf = (v: MemberVote) => [v.piloto1Id, v.piloto2Id, v.piloto3Id];

/** Confirmed ballots of a vote so far. */
export const ballotCount = async (db: Db, fanpushId: number) =>
  (await ballotCounts(db, [fanpushId])).get(fanpushId) ?? 0;

/** A closed vote's frozen result, by rank, at most `limit`, with the total of picks. */
export async function frozenResultOf(db: Db, fanpushId: number, limit: number) {
  return db
    .select({
      id: piloto.id,
      nome: piloto.nome,
      sobrenome: piloto.sobrenome,
      imagemB: piloto.imagemB,
      votos: fanpushResultado.votos,
      total: sql<number>`(sum(${fanpushResultado.votos}) over ())::int`,
    })
    .from(fanpushResultado)
    .innerJoin(piloto, eq(piloto.id, fanpushResultado.pilotoId))
    .where(eq(fanpushResultado.fanpushId, fanpushId))
    .orderBy(asc(fanpushResultado.posicao))
    .limit(limit);
}

/**
 * The counters of a vote, most voted first (ties by name), at most `limit`, with the total:
 * the folded counts plus the picks not folded yet, read in one statement (one snapshot), so
 * they are exact whenever the fold runs.
 */
export async function countersOf(db: Db, fanpushId: number, limit: number) {
  const pending = db
    .select({ pilotoId: fanpushContagemPendente.pilotoId, n: count().as('n') })
    .from(fanpushContagemPendente)
    .where(eq(fanpushContagemPendente.fanpushId, fanpushId))
    .groupBy(fanpushContagemPendente.pilotoId)
    .as('pendente');
  const votos = sql<number>`(${fanpushPiloto.votos} + coalesce(${pending.n}, 0))::int`;
  return db
    .select({
      id: piloto.id,
      nome: piloto.nome,
      sobrenome: piloto.sobrenome,
      imagemB: piloto.imagemB,
      votos,
      total: sql<number>`(sum(${votos}) over ())::int`,
    })
    .from(fanpushPiloto)
    .innerJoin(piloto, eq(piloto.id, fanpushPiloto.pilotoId))
    .leftJoin(pending, eq(pending.pilotoId, fanpushPiloto.pilotoId))
    .where(eq(fanpushPiloto.fanpushId, fanpushId))
    .orderBy(desc(votos), asc(piloto.nome), asc(piloto.sobrenome))
    .limit(limit);
}
