import {
  FANPUSH_MAX_PILOTOS,
  FANPUSH_TOP,
  type Fanpush,
  type FanpushValidacao,
  type PilotoFanpush,
  type PilotoVotacao,
  type Votacao,
} from '@stockcar/shared/schemas/fanpush';
import type { Db } from '../../db/client.ts';
import { independentReads } from '../../db/independent-reads.ts';
import {
  ballotCount,
  countersOf,
  driversOf,
  frozenResultOf,
  isClosed,
  isOpen,
  leaderboardVote,
  memberVote,
  picksOf,
  type MemberVote,
  type Vote,
} from './repository.ts';
import { voteOrFail } from './rules.ts';

/** Rows as the spec's Fan push, live vote data and vote state (fan-club.md §3). */

export const NO_VOTE: Fanpush = {
  fanpushAberto: false,
  dataInicioVotacao: null,
  dataFimVotacao: null,
  idEtapaFanpush: null,
  etapa: null,
  usuarioVotou: false,
  validado: false,
  listaPilotos: [],
  listaPilotosVoto: [],
};

export const etapaOf = (v: Vote) => ({
  titulo: v.titulo,
  circuito: v.circuito,
  cidade: v.cidade,
  data: v.data.toISOString(),
});

/** The member's picks as cards, in the order they were made. */
function picksAsCards(drivers: PilotoFanpush[], mine: MemberVote | undefined) {
  if (!mine) return [];
  return picksOf(mine).flatMap((id) => drivers.filter((d) => d.id === id));
}

/**
 * `GET /Fanpush`'s record for a vote and a member; `known` is the member's vote when the
 * caller has just written it (the confirmation), saving its read.
 */
export async function toFanpush(
  db: Db,
  vote: Vote,
  usuarioId: number,
  known?: MemberVote,
): Promise<Fanpush> {
  const [drivers, mine] = await independentReads(db, [
    () => driversOf(db, vote),
    async () => known ?? memberVote(db, vote.id, usuarioId),
  ]);
  return {
    fanpushAberto: isOpen(vote),
    dataInicioVotacao: vote.dataInicioVotacao.toISOString(),
    dataFimVotacao: vote.dataFimVotacao.toISOString(),
    idEtapaFanpush: vote.etapaId,
    etapa: etapaOf(vote),
    usuarioVotou: mine !== undefined,
    validado: mine?.status === 'confirmado',
    listaPilotos: drivers,
    listaPilotosVoto: picksAsCards(drivers, mine),
  };
}

/** `GET /Fanpush/validacao/{id_etapa}`'s state. */
export async function toValidacao(
  db: Db,
  vote: Vote,
  usuarioId: number,
): Promise<FanpushValidacao> {
  const [drivers, mine] = await independentReads(db, [
    () => driversOf(db, vote),
    () => memberVote(db, vote.id, usuarioId),
  ]);
  return {
    idEtapaFanpush: vote.etapaId,
    fanpushAberto: isOpen(vote),
    usuarioVotou: mine !== undefined,
    validado: mine?.status === 'confirmado',
    tokenPendente: mine?.tokenExpiraEm != null,
    tokenExpiraEm: mine?.tokenExpiraEm?.toISOString() ?? null,
    listaPilotosVoto: picksAsCards(drivers, mine),
  };
}

/** 'Ayrton Senna da Silva' -> 'Ayrton Silva': the leaderboard's first and last name. */
export function firstAndLast(nome: string, sobrenome: string) {
  const words = `${nome} ${sobrenome}`.trim().split(/\s+/);
  return words.length > 1 ? `${words[0]} ${words[words.length - 1]}` : (words[0] ?? '');
}

/** Share of all confirmed picks in percent, 2 decimals. */
export const percent = (votos: number, total: number) =>
  total > 0 ? Math.round((votos * 10000) / total) / 100 : 0;

/**
 * The leaderboard of a vote: at most `limit` drivers, the top 6 flagged; the live counters
 * while it runs, its frozen result once closed (issue 11).
 */
export async function leaderboard(db: Db, vote: Vote, limit: number): Promise<PilotoVotacao[]> {
  const rows = vote.encerradaEm
    ? await frozenResultOf(db, vote.id, limit)
    : await countersOf(db, vote.id, limit);
  return rows.map((r, i) => ({
    id: r.id,
    posicao: i + 1,
    nome: firstAndLast(r.nome, r.sobrenome),
    imagemB: r.imagemB,
    votos: percent(r.votos, r.total),
    contagem: r.votos,
    destaque: i < FANPUSH_TOP,
  }));
}

/** `GET /fanpush/votacao`'s answer for a vote (null: there is none). */
export async function toVotacao(db: Db, vote: Vote | undefined, limit: number): Promise<Votacao> {
  if (!vote) {
    return {
      votacaoAberta: false,
      idEtapaFanpush: null,
      dataInicioVotacao: null,
      dataFimVotacao: null,
      pilotos: [],
      encerrada: false,
      pausada: false,
      totalCedulas: 0,
      checksum: null,
    };
  }
  const [pilotos, totalCedulas] = await independentReads(db, [
    () => leaderboard(db, vote, limit),
    async () => vote.totalCedulas ?? ballotCount(db, vote.id),
  ]);
  return {
    votacaoAberta: isOpen(vote),
    idEtapaFanpush: vote.etapaId,
    dataInicioVotacao: vote.dataInicioVotacao.toISOString(),
    dataFimVotacao: vote.dataFimVotacao.toISOString(),
    ...(vote.urlVideo === '' ? {} : { url: vote.urlVideo }),
    pilotos,
    encerrada: isClosed(vote),
    pausada: vote.pausada,
    totalCedulas,
    checksum: vote.checksum,
  };
}

/**
 * `GET /fanpush/votacao`'s answer and its vote: the stage's (404 when it has none), else the
 * vote the leaderboard shows now. The live stream sends the same.
 */
export async function votacaoOf(db: Db, idEtapaFanpush: number | undefined) {
  const vote =
    idEtapaFanpush === undefined ? await leaderboardVote(db) : await voteOrFail(db, idEtapaFanpush);
  return { vote, votacao: await toVotacao(db, vote, FANPUSH_MAX_PILOTOS) };
}
