import { and, asc, eq, gt, inArray, lt, ne, or } from 'drizzle-orm';
import { FANPUSH_TEXTOS, type FanpushJanelaInput } from '@stockcar/shared/schemas/admin/fanpush';
import type { Db } from '../../../db/client.ts';
import { etapa, fanpush, fanpushPiloto, fanpushVoto } from '../../../db/schema/index.ts';
import { fieldProblem } from '../../../plugins/problem.ts';
import { entryList, setCandidates } from '../candidates.ts';
import { pickCounts } from '../tally.ts';
import type { WindowChange } from './window-write.ts';

/**
 * Race control's adjustment of a window (issue 11): times, candidates and video. Each rule
 * refuses with its Portuguese text before anything is written. Times or candidates set by
 * hand are flagged, and the calendar stops moving them.
 */

/** The stage of another window that shares some time with [inicio, fim), if any. */
async function overlapping(db: Db, fanpushId: number, inicio: Date, fim: Date) {
  const [other] = await db
    .select({ titulo: etapa.titulo, temporada: etapa.temporada })
    .from(fanpush)
    .innerJoin(etapa, eq(etapa.id, fanpush.etapaId))
    .where(
      and(
        ne(fanpush.id, fanpushId),
        lt(fanpush.dataInicioVotacao, fim),
        gt(fanpush.dataFimVotacao, inicio),
      ),
    )
    .orderBy(asc(fanpush.dataInicioVotacao))
    .limit(1);
  return other && `${other.titulo} de ${other.temporada}`;
}

/**
 * Removed candidates must have no confirmed vote (the published count would lose it); their
 * pending picks (never confirmed, not a ballot) are dropped: those members pick again.
 */
async function removeCandidates(db: Db, fanpushId: number, removed: number[]) {
  if (removed.length === 0) return;
  const votes = await pickCounts(db, fanpushId);
  if (removed.some((id) => (votes.get(id) ?? 0) > 0)) {
    throw fieldProblem('candidatos', FANPUSH_TEXTOS.candidatosComVotos);
  }
  await db
    .delete(fanpushVoto)
    .where(
      and(
        eq(fanpushVoto.fanpushId, fanpushId),
        eq(fanpushVoto.status, 'pendente'),
        or(
          inArray(fanpushVoto.piloto1Id, removed),
          inArray(fanpushVoto.piloto2Id, removed),
          inArray(fanpushVoto.piloto3Id, removed),
        ),
      ),
    );
}

export const adjustWindow =
  (input: FanpushJanelaInput): WindowChange =>
  async (db, row) => {
    const id = row.w.id;
    const inicio = new Date(input.dataInicioVotacao);
    const fim = new Date(input.dataFimVotacao);
    if (fim.getTime() > row.dataEtapa.getTime()) {
      throw fieldProblem('dataFimVotacao', FANPUSH_TEXTOS.fimAteALargada);
    }
    const other = await overlapping(db, id, inicio, fim);
    if (other) throw fieldProblem('dataInicioVotacao', FANPUSH_TEXTOS.sobreposicao(other));
    const entered = new Set(await entryList(db, row.temporada));
    if (!input.candidatos.every((c) => entered.has(c))) {
      throw fieldProblem('candidatos', FANPUSH_TEXTOS.candidatoNaoInscrito);
    }
    const current = (
      await db
        .select({ id: fanpushPiloto.pilotoId })
        .from(fanpushPiloto)
        .where(eq(fanpushPiloto.fanpushId, id))
    ).map((c) => c.id);
    const removed = current.filter((c) => !input.candidatos.includes(c));
    await removeCandidates(db, id, removed);
    const candidatesChanged = await setCandidates(db, id, input.candidatos);
    const timesChanged =
      inicio.getTime() !== row.w.dataInicioVotacao.getTime() ||
      fim.getTime() !== row.w.dataFimVotacao.getTime();
    await db
      .update(fanpush)
      .set({
        dataInicioVotacao: inicio,
        dataFimVotacao: fim,
        urlVideo: input.urlVideo,
        horariosAjustados: row.w.horariosAjustados || timesChanged,
        candidatosAjustados: row.w.candidatosAjustados || candidatesChanged,
      })
      .where(eq(fanpush.id, id));
  };
