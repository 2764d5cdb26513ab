import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, eq, ne, sql } from 'drizzle-orm';
import { CALENDARIO_TEXTOS as TEXTOS } from '@stockcar/shared/schemas/admin/calendario';
import {
  TemporadaFiltrosSchema,
  TemporadaInputSchema,
  TemporadaItemSchema,
  type TemporadaInput,
} from '@stockcar/shared/schemas/admin/temporadas';
import type { Db } from '../../db/client.ts';
import { inscricao, temporadaCategoria } from '../../db/schema/index.ts';
import { recomputeSeason } from '../../db/derived/recompute.ts';
import { adminCrud, eqFilter } from '../../plugins/admin/crud.ts';
import { fieldProblem, HttpProblem } from '../../plugins/problem.ts';
import { contentsOf, seasonContents, type SeasonKey } from './contents.ts';

type Row = typeof temporadaCategoria.$inferSelect;

const keyOf = (row: { categoriaId: number; ano: number }): SeasonKey => ({
  categoriaId: row.categoriaId,
  temporada: row.ano,
});

async function findSeason(db: Db, categoriaId: number, ano: number, exceptId?: number) {
  const [row] = await db
    .select()
    .from(temporadaCategoria)
    .where(
      and(
        eq(temporadaCategoria.categoriaId, categoriaId),
        eq(temporadaCategoria.ano, ano),
        exceptId === undefined ? undefined : ne(temporadaCategoria.id, exceptId),
      ),
    );
  return row;
}

/** One per category and year; its key stays while stages or entries hang on it. */
async function check(db: Db, input: TemporadaInput, id?: number) {
  if (await findSeason(db, input.categoriaId, input.ano, id)) {
    throw fieldProblem('ano', TEXTOS.temporadaRepetida(input.ano));
  }
  if (id !== undefined) {
    const [stored] = await db
      .select()
      .from(temporadaCategoria)
      .where(eq(temporadaCategoria.id, id));
    const moved = stored && (stored.categoriaId !== input.categoriaId || stored.ano !== input.ano);
    if (moved && (await seasonContents(db, keyOf(stored))).total > 0) {
      throw fieldProblem('ano', TEXTOS.temporadaChaveEmUso);
    }
  }
  const from = input.copiarInscricoesDe;
  if (from != null && (from === input.ano || !(await findSeason(db, input.categoriaId, from)))) {
    throw fieldProblem('copiarInscricoesDe', TEXTOS.copiaInexistente(from));
  }
}

/** The entry list of another season, copied into a season that has none yet. */
async function copyEntries(db: Db, input: TemporadaInput) {
  const from = input.copiarInscricoesDe;
  if (from == null) return;
  const target = await seasonContents(db, keyOf(input));
  if (target.inscricoes > 0) return;
  const entries = await db
    .select()
    .from(inscricao)
    .where(and(eq(inscricao.categoriaId, input.categoriaId), eq(inscricao.temporada, from)));
  if (entries.length === 0) return;
  await db
    .insert(inscricao)
    .values(
      entries.map(({ id: _id, versao: _versao, ...entry }) => ({ ...entry, temporada: input.ano })),
    );
}

/** Race control's seasons and their points tables (issue 11). */
const routes: FastifyPluginAsyncZod = async (app) => {
  adminCrud(app, {
    area: 'temporadas',
    recurso: 'temporadas',
    entidade: 'temporada',
    table: temporadaCategoria,
    input: TemporadaInputSchema,
    item: TemporadaItemSchema,
    toItems: async (db, rows) => {
      const contents = await contentsOf(db, (rows as Row[]).map(keyOf));
      return (rows as Row[]).map((r) => {
        const c = contents(keyOf(r));
        return {
          id: r.id,
          versao: r.versao,
          categoriaId: r.categoriaId,
          ano: r.ano,
          pontos: r.pontos,
          pontosPole: r.pontosPole,
          pontosVoltaRapida: r.pontosVoltaRapida,
          etapas: c.etapas,
          inscricoes: c.inscricoes,
        };
      });
    },
    toRow: (input) => ({
      categoriaId: input.categoriaId,
      ano: input.ano,
      pontos: input.pontos,
      pontosPole: input.pontosPole,
      pontosVoltaRapida: input.pontosVoltaRapida,
    }),
    check,
    writeChildren: (db, _id, input) => copyEntries(db, input),
    // The standings score by the table. A season's key only moves while it is empty, and a
    // deleted one was empty: neither leaves anything derived behind.
    afterWrite: async (db, _before, after) => {
      if (after) await recomputeSeason(db, after.categoriaId as number, after.ano as number);
    },
    beforeDelete: async (db, row) => {
      if ((await seasonContents(db, keyOf(row as Row))).total > 0) {
        throw new HttpProblem(400, TEXTOS.temporadaEmUso);
      }
    },
    search: [sql`${temporadaCategoria.ano}::text`],
    filters: {
      categoriaId: eqFilter(TemporadaFiltrosSchema.categoriaId, temporadaCategoria.categoriaId),
      ano: eqFilter(TemporadaFiltrosSchema.ano, temporadaCategoria.ano),
    },
    sort: { ano: temporadaCategoria.ano, categoriaId: temporadaCategoria.categoriaId },
    defaultSort: temporadaCategoria.ano,
  });
};

export default routes;
