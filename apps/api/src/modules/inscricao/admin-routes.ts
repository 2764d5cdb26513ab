import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eq, inArray, sql } from 'drizzle-orm';
import { CALENDARIO_TEXTOS as TEXTOS } from '@stockcar/shared/schemas/admin/calendario';
import {
  InscricaoFiltrosSchema as FILTROS,
  InscricaoInputSchema,
  InscricaoItemSchema,
} from '@stockcar/shared/schemas/admin/inscricoes';
import type { Db } from '../../db/client.ts';
import { equipe, inscricao, montadora, piloto } from '../../db/schema/index.ts';
import { recomputeSeasonsOf, type SeasonOf } from '../../db/derived/recompute.ts';
import { adminCrud, eqFilter } from '../../plugins/admin/crud.ts';
import { HttpProblem } from '../../plugins/problem.ts';
import { checkEntry, racesOfEntry } from './rules.ts';

type InscricaoRow = typeof inscricao.$inferSelect;

/** The driver's name as the list shows and `q` finds it. */
const driverName = sql<string>`(select ${piloto.nome} || ' ' || ${piloto.sobrenome} from ${piloto} where ${piloto.id} = ${inscricao.pilotoId})`;

/** The names of the driver, team and manufacturer of a page of entries, in one query. */
async function namesOf(db: Db, ids: number[]) {
  if (ids.length === 0)
    return new Map<number, { piloto: string; equipe: string; montadora: string }>();
  const rows = await db
    .select({
      id: inscricao.id,
      piloto: sql<string>`${piloto.nome} || ' ' || ${piloto.sobrenome}`,
      equipe: equipe.nome,
      montadora: montadora.nome,
    })
    .from(inscricao)
    .innerJoin(piloto, eq(piloto.id, inscricao.pilotoId))
    .innerJoin(equipe, eq(equipe.id, inscricao.equipeId))
    .innerJoin(montadora, eq(montadora.id, inscricao.montadoraId))
    .where(inArray(inscricao.id, ids));
  return new Map(rows.map(({ id, ...names }) => [id, names]));
}

/**
 * Race control's entry lists (issue 11): every entered driver is in the standings, so each
 * write recomputes the season it left and the season it joined.
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  adminCrud(app, {
    area: 'inscricoes',
    recurso: 'inscricoes',
    entidade: 'inscricao',
    table: inscricao,
    input: InscricaoInputSchema,
    item: InscricaoItemSchema,
    toItems: async (db, rows) => {
      const names = await namesOf(
        db,
        rows.map((r) => r.id as number),
      );
      return (rows as InscricaoRow[]).map((r) => ({
        ...r,
        piloto: names.get(r.id)?.piloto ?? '',
        equipe: names.get(r.id)?.equipe ?? '',
        montadora: names.get(r.id)?.montadora ?? '',
      }));
    },
    toRow: (input) => input,
    check: checkEntry,
    afterWrite: (db, before, after) =>
      recomputeSeasonsOf(db, [before as SeasonOf | undefined, after as SeasonOf | undefined]),
    beforeDelete: async (db, row) => {
      const races = await racesOfEntry(db, row.id as number);
      if (races > 0) throw new HttpProblem(400, TEXTOS.inscricaoComResultados(races));
    },
    search: [driverName, inscricao.numero],
    filters: {
      categoriaId: eqFilter(FILTROS.categoriaId, inscricao.categoriaId),
      temporada: eqFilter(FILTROS.temporada, inscricao.temporada),
      equipeId: eqFilter(FILTROS.equipeId, inscricao.equipeId),
      pilotoId: eqFilter(FILTROS.pilotoId, inscricao.pilotoId),
    },
    sort: {
      numero: sql`lpad(${inscricao.numero}, 3, '0')`,
      piloto: driverName,
      temporada: inscricao.temporada,
    },
    defaultSort: inscricao.temporada,
  });
};

export default routes;
