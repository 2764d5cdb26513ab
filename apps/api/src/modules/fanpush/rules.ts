import type { Db } from '../../db/client.ts';
import type { Member } from '../../plugins/auth/index.ts';
import { HttpProblem, fieldProblem } from '../../plugins/problem.ts';
import { driversOf, eligibleIds, memberVote, voteOfStage, type Vote } from './repository.ts';
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
  const vote = await voteOfStage(db, etapaId);
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

/** Every pick is an eligible driver of the vote (the schema made them 3 and distinct). */
export async function checkPicks(db: Db, vote: Vote, ids: number[]) {
  const eligible = await eligibleIds(db, vote.id, ids);
  if (ids.every((id) => eligible.has(id))) return;
  if ((await driversOf(db, vote)).length === 0) {
    throw fieldProblem('piloto', t('clube:semPilotosFanpush'));
  }
  throw fieldProblem('piloto', t('clube:fanpushPilotoInelegivel'));
}

/** The member's vote if it is still pending; 409 when confirmed, 400 when there is none. */
export async function pendingVoteOrFail(db: Db, vote: Vote, usuarioId: number) {
  const mine = await memberVote(db, vote.id, usuarioId);
  if (!mine) throw fieldProblem('idEtapaFanpush', t('clube:fanpushSemVotoPendente'));
  if (mine.status === 'confirmado') throw new HttpProblem(409, t('clube:fanpushJaVotou'));
  return mine;
}

/** 409 when the member's vote in this stage is already confirmed. */
export async function notYetConfirmed(db: Db, vote: Vote, usuarioId: number) {
  const mine = await memberVote(db, vote.id, usuarioId);
  if (mine?.status === 'confirmado') throw new HttpProblem(409, t('clube:fanpushJaVotou'));
}
