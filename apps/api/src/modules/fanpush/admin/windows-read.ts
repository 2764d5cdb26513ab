import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  ilike,
  inArray,
  isNotNull,
  isNull,
  lte,
  or,
} from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { ListQuerySchema } from '@stockcar/shared/schemas/admin/lista';
import type {
  FanpushJanelaItem,
  FanpushListQueryExtra,
  SituacaoJanela,
} from '@stockcar/shared/schemas/admin/fanpush';
import type { Db } from '../../../db/client.ts';
import { circuito, etapa, fanpush, fanpushPiloto } from '../../../db/schema/index.ts';
import { HttpProblem } from '../../../plugins/problem.ts';
import { t } from '../../../i18n.ts';
import { ballotCounts } from '../tally.ts';

/** Race control's reads of the vote windows (issue 11): the list and one window. */

const columns = {
  w: fanpush,
  titulo: etapa.titulo,
  temporada: etapa.temporada,
  dataEtapa: etapa.data,
  circuito: circuito.nome,
};

const windows = (db: Db) =>
  db
    .select(columns)
    .from(fanpush)
    .innerJoin(etapa, eq(etapa.id, fanpush.etapaId))
    .innerJoin(circuito, eq(circuito.id, etapa.circuitoId));

const countOf = (db: Db, where: SQL | undefined) =>
  db
    .select({ n: count() })
    .from(fanpush)
    .innerJoin(etapa, eq(etapa.id, fanpush.etapaId))
    .innerJoin(circuito, eq(circuito.id, etapa.circuitoId))
    .where(where);

export type WindowRow = Awaited<ReturnType<ReturnType<typeof windows>['execute']>>[number];

/** One window or 404; with `lock`, its row is held FOR UPDATE until the transaction ends. */
export async function windowOrFail(db: Db, id: number, lock = false) {
  const query = windows(db).where(eq(fanpush.id, id));
  const [row] = lock ? await query.for('update', { of: fanpush }) : await query;
  if (!row) throw new HttpProblem(404, t('admin:naoEncontrado'));
  return row;
}

/** The window's time is up or race control closed it: nothing about it changes any more. */
export const isOver = (w: typeof fanpush.$inferSelect, now: Date) =>
  w.encerradaEm !== null || now.getTime() >= w.dataFimVotacao.getTime();

export function situacaoOf(w: typeof fanpush.$inferSelect, now: Date): SituacaoJanela {
  if (isOver(w, now)) return 'encerrada';
  if (w.pausada) return 'pausada';
  return now.getTime() >= w.dataInicioVotacao.getTime() ? 'aberta' : 'agendada';
}

/** `situacaoOf` as a condition, for the list's filter. */
function situacaoWhere(situacao: SituacaoJanela, now: Date): SQL | undefined {
  if (situacao === 'encerrada') {
    return or(isNotNull(fanpush.encerradaEm), lte(fanpush.dataFimVotacao, now));
  }
  const running = and(isNull(fanpush.encerradaEm), gt(fanpush.dataFimVotacao, now));
  if (situacao === 'pausada') return and(running, eq(fanpush.pausada, true));
  const started =
    situacao === 'aberta'
      ? lte(fanpush.dataInicioVotacao, now)
      : gt(fanpush.dataInicioVotacao, now);
  return and(running, eq(fanpush.pausada, false), started);
}

type ListQuery = z.infer<typeof ListQuerySchema> & {
  temporada?: z.infer<typeof FanpushListQueryExtra.temporada>;
  situacao?: z.infer<typeof FanpushListQueryExtra.situacao>;
};

/** A page of windows, newest stage first, filtered by season, situation and `q`. */
export async function listWindows(db: Db, query: ListQuery, now: Date) {
  const pattern = query.q && `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const where = and(
    query.temporada === undefined ? undefined : eq(etapa.temporada, query.temporada),
    query.situacao && situacaoWhere(query.situacao, now),
    pattern ? or(ilike(etapa.titulo, pattern), ilike(circuito.nome, pattern)) : undefined,
  );
  const order = query.direcao === 'asc' ? asc(etapa.data) : desc(etapa.data);
  const rows = await windows(db)
    .where(where)
    .orderBy(order, desc(fanpush.id))
    .limit(query.porPagina)
    .offset((query.pagina - 1) * query.porPagina);
  const [total] = await countOf(db, where);
  return { itens: await toItems(db, rows, now), total: total?.n ?? 0 };
}

/** Rows as the console's items, candidates and ballot counts loaded in one query each. */
export async function toItems(db: Db, rows: WindowRow[], now: Date): Promise<FanpushJanelaItem[]> {
  const ids = rows.map((r) => r.w.id);
  const live = await ballotCounts(
    db,
    rows.filter((r) => r.w.totalCedulas === null).map((r) => r.w.id),
  );
  const candidates = ids.length
    ? await db
        .select({ id: fanpushPiloto.fanpushId, pilotoId: fanpushPiloto.pilotoId })
        .from(fanpushPiloto)
        .where(inArray(fanpushPiloto.fanpushId, ids))
        .orderBy(asc(fanpushPiloto.pilotoId))
    : [];
  return rows.map(({ w, ...stage }) => ({
    id: w.id,
    versao: w.versao,
    idEtapa: w.etapaId,
    etapa: stage.titulo,
    temporada: stage.temporada,
    circuito: stage.circuito,
    dataEtapa: stage.dataEtapa.toISOString(),
    dataInicioVotacao: w.dataInicioVotacao.toISOString(),
    dataFimVotacao: w.dataFimVotacao.toISOString(),
    urlVideo: w.urlVideo,
    situacao: situacaoOf(w, now),
    pausada: w.pausada,
    horariosAjustados: w.horariosAjustados,
    candidatosAjustados: w.candidatosAjustados,
    totalCedulas: w.totalCedulas ?? live.get(w.id) ?? 0,
    encerradaEm: w.encerradaEm?.toISOString() ?? null,
    checksum: w.checksum,
    candidatos: candidates.filter((c) => c.id === w.id).map((c) => c.pilotoId),
  }));
}
