import type { Db } from '../../db/client.ts';
import type { Member } from '../../plugins/auth/index.ts';
import { HttpProblem, fieldProblem } from '../../plugins/problem.ts';
import { driversOf, memberVote, submitContext, voteOfStage, type Vote } from './repository.ts';
import { t } from '../../i18n.ts';

/** The Fan Push rules the server enforces, whatever the screen shows (issue 6). */

/** Voting needs an active verified phone and the accepted flow (fan-club.md §4, §6). */
export function requireVoter(member: Member) {
  if (!member.celularAtivo || member.telefone === '') {
    throw new HttpProblem(403, t('clube:fanpushCelularInativo'));
  }
  if (!member.aceitaFluxoFanpush) throw new HttpProblem(403, t('clube:fanpushFluxoNaoAceito'));
}

/** The stage's vote or 404. */
export async function voteOrFail(db: Db, etapaId: number) {
  return voteFoundOrFail(await voteOfStage(db, etapaId));
}

/** A stage's vote as read, or 404 when the stage has none. */
export function voteFoundOrFail<T>(vote: T | undefined): T {
  if (!vote) throw new HttpProblem(404, t('clube:fanpushNaoEncontrado'));
  return vote;
}

/** The times and flags that decide whether a window takes votes. */
export type WindowState = Pick<
  Vote,
  'dataInicioVotacao' | 'dataFimVotacao' | 'encerradaEm' | 'pausada'
>;

/** 400 unless the window takes votes at `now`: not yet open, closed, or paused. */
export function refuseUnlessTakingVotes(window: WindowState, now = new Date()) {
  if (now.getTime() < window.dataInicioVotacao.getTime()) {
    throw fieldProblem('idEtapaFanpush', t('clube:fanpushNaoIniciado'));
  }
  if (now.getTime() >= window.dataFimVotacao.getTime() || window.encerradaEm) {
    throw fieldProblem('idEtapaFanpush', t('clube:fanpushEncerrado'));
  }
  // Race control paused it (issue 11): nothing is taken until it resumes.
  if (window.pausada) throw fieldProblem('idEtapaFanpush', t('clube:fanpushPausado'));
}

/** The stage's vote, if its window is open now; otherwise 400 (not yet, closed, paused). */
export async function openVoteOrFail(db: Db, etapaId: number) {
  const vote = await voteOrFail(db, etapaId);
  refuseUnlessTakingVotes(vote);
  return vote;
}

/**
 * The stage's vote when the member may submit these picks now: 404 without a vote, 400 when
 * its window takes no votes or a pick is not an eligible driver (the schema made them 3 and
 * distinct), 409 when the member's vote is already confirmed. One statement (submitContext).
 */
export async function submittableVoteOrFail(
  db: Db,
  v: { etapaId: number; usuarioId: number; picks: [number, number, number] },
) {
  const found = voteFoundOrFail(await submitContext(db, v));
  refuseUnlessTakingVotes(found.vote);
  if (found.eligible < v.picks.length) {
    if ((await driversOf(db, found.vote)).length === 0) {
      throw fieldProblem('piloto', t('clube:semPilotosFanpush'));
    }
    throw fieldProblem('piloto', t('clube:fanpushPilotoInelegivel'));
  }
  if (found.status === 'confirmado') throw new HttpProblem(409, t('clube:fanpushJaVotou'));
  return found.vote;
}

/** The member's vote if it is still pending; 409 when confirmed, 400 when there is none. */
export function pendingOrFail<T extends { status: 'pendente' | 'confirmado' }>(
  mine: T | undefined | null,
) {
  if (!mine) throw fieldProblem('idEtapaFanpush', t('clube:fanpushSemVotoPendente'));
  if (mine.status === 'confirmado') throw new HttpProblem(409, t('clube:fanpushJaVotou'));
  return mine;
}

/** The member's vote in `vote` if it is still pending (see pendingOrFail). */
export const pendingVoteOrFail = async (db: Db, vote: Vote, usuarioId: number) =>
  pendingOrFail(await memberVote(db, vote.id, usuarioId));
