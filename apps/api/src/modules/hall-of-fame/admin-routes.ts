import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, eq, ne } from 'drizzle-orm';
import {
  CLUBE_TEXTOS,
  HallDaFamaInputSchema,
  HallDaFamaItemSchema,
  hallDaFamaProblems,
  IdFilterSchema,
} from '@stockcar/shared/schemas/admin/clube';
import { categoria, hallDaFamaHistorico, piloto } from '../../db/schema/index.ts';
import { recomputeCategoryStats } from '../../db/derived/recompute.ts';
import { adminCrud } from '../../plugins/admin/crud.ts';
import { fieldProblem, HttpProblem } from '../../plugins/problem.ts';

type Row = typeof hallDaFamaHistorico.$inferSelect;

/**
 * The hall of fame's historical numbers in the console (issue 10, role `club`): retired legends
 * and the careers of current drivers before the data starts.
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  adminCrud(app, {
    area: 'hall-of-fame',
    recurso: 'hall-of-fame',
    entidade: 'hall-da-fama',
    table: hallDaFamaHistorico,
    input: HallDaFamaInputSchema,
    item: HallDaFamaItemSchema,
    toItems: async (_db, rows) =>
      (rows as Row[]).map((r) => ({
        id: r.id,
        versao: r.versao,
        categoriaId: r.categoriaId,
        pilotoId: r.pilotoId,
        nomePiloto: r.nomePiloto,
        foto: r.foto,
        textoAlternativo: r.textoAlternativo,
        corridas: r.corridas,
        vitorias: r.vitorias,
        anosTitulos: r.anosTitulos,
      })),
    toRow: (input) => ({ ...input }),
    // The driver page and the hall of fame read the same stored career (issue 11).
    afterWrite: async (db, before, after) => {
      const categories = new Set([before?.categoriaId, after?.categoriaId]);
      for (const categoriaId of categories) {
        if (typeof categoriaId === 'number') await recomputeCategoryStats(db, categoriaId);
      }
    },
    check: async (db, input, id) => {
      const problems = hallDaFamaProblems(input).map((p) => ({
        path: `body.${p.campo}`,
        message: p.mensagem,
      }));
      if (problems[0]) throw new HttpProblem(400, problems[0].message, problems);
      const [cat] = await db
        .select({ id: categoria.id })
        .from(categoria)
        .where(eq(categoria.id, input.categoriaId));
      if (!cat) throw fieldProblem('categoriaId', CLUBE_TEXTOS.categoriaInexistente);
      // A current driver has one row per category; legends (no driver) may be many.
      if (input.pilotoId === null) return;
      const [driver] = await db
        .select({ id: piloto.id })
        .from(piloto)
        .where(eq(piloto.id, input.pilotoId));
      if (!driver) throw fieldProblem('pilotoId', CLUBE_TEXTOS.pilotoInexistente);
      const [taken] = await db
        .select({ id: hallDaFamaHistorico.id })
        .from(hallDaFamaHistorico)
        .where(
          and(
            eq(hallDaFamaHistorico.categoriaId, input.categoriaId),
            eq(hallDaFamaHistorico.pilotoId, input.pilotoId),
            id === undefined ? undefined : ne(hallDaFamaHistorico.id, id),
          ),
        );
      if (taken) throw fieldProblem('pilotoId', CLUBE_TEXTOS.pilotoJaNoHall);
    },
    search: [hallDaFamaHistorico.nomePiloto],
    filters: {
      categoriaId: {
        schema: IdFilterSchema,
        where: (v) => eq(hallDaFamaHistorico.categoriaId, v as number),
      },
    },
    sort: {
      nomePiloto: hallDaFamaHistorico.nomePiloto,
      corridas: hallDaFamaHistorico.corridas,
      vitorias: hallDaFamaHistorico.vitorias,
    },
    defaultSort: hallDaFamaHistorico.corridas,
  });
};

export default routes;
