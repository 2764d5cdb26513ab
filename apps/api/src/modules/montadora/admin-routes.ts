import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, eq, inArray, ne } from 'drizzle-orm';
import { CALENDARIO_TEXTOS as TEXTOS } from '@stockcar/shared/schemas/admin/calendario';
import {
  MaquinaFiltrosSchema,
  MaquinaInputSchema,
  MaquinaItemSchema,
  MontadoraInputSchema,
  MontadoraItemSchema,
} from '@stockcar/shared/schemas/admin/participantes';
import { inscricao, maquina, montadora } from '../../db/schema/index.ts';
import { adminCrud, eqFilter } from '../../plugins/admin/crud.ts';
import { requireParent } from '../../plugins/admin/children.ts';
import { refuseWhileUsed } from '../../plugins/admin/references.ts';
import { fieldProblem } from '../../plugins/problem.ts';
import { withSanitizedSobre } from '../../lib/html-sanitizer.ts';

type MontadoraRow = typeof montadora.$inferSelect;
type MaquinaRow = typeof maquina.$inferSelect;

/** Race control's manufacturers and the car models each category races with (issue 11). */
const routes: FastifyPluginAsyncZod = async (app) => {
  adminCrud(app, {
    area: 'montadoras',
    recurso: 'montadoras',
    entidade: 'montadora',
    table: montadora,
    input: MontadoraInputSchema,
    item: MontadoraItemSchema,
    toItems: async (_db, rows) => rows as MontadoraRow[],
    toRow: withSanitizedSobre,
    // The name is unique (the manufacturer's page is found by it).
    check: async (db, input, id) => {
      const [same] = await db
        .select({ id: montadora.id })
        .from(montadora)
        .where(
          and(eq(montadora.nome, input.nome), id === undefined ? undefined : ne(montadora.id, id)),
        );
      if (same) throw fieldProblem('nome', TEXTOS.montadoraRepetida);
    },
    beforeDelete: (db, row) =>
      refuseWhileUsed(
        db,
        [{ column: inscricao.montadoraId }, { column: maquina.montadoraId }],
        row.id as number,
        TEXTOS.montadoraEmUso,
      ),
    search: [montadora.nome],
    sort: { nome: montadora.nome, id: montadora.id },
    defaultSort: montadora.nome,
  });

  adminCrud(app, {
    area: 'maquinas',
    recurso: 'maquinas',
    entidade: 'maquina',
    table: maquina,
    input: MaquinaInputSchema,
    item: MaquinaItemSchema,
    toItems: async (db, rows) => {
      const ids = [...new Set(rows.map((r) => r.montadoraId as number))];
      const makers =
        ids.length === 0
          ? []
          : await db
              .select({ id: montadora.id, nome: montadora.nome })
              .from(montadora)
              .where(inArray(montadora.id, ids));
      const nameOf = new Map(makers.map((m) => [m.id, m.nome]));
      return (rows as MaquinaRow[]).map((r) => ({
        ...r,
        montadora: nameOf.get(r.montadoraId) ?? '',
      }));
    },
    toRow: (input) => input,
    check: (db, input) =>
      requireParent(
        db,
        montadora.id,
        input.montadoraId,
        'montadoraId',
        TEXTOS.montadoraInexistente,
      ),
    search: [maquina.nome],
    filters: {
      categoriaId: eqFilter(MaquinaFiltrosSchema.categoriaId, maquina.categoriaId),
      montadoraId: eqFilter(MaquinaFiltrosSchema.montadoraId, maquina.montadoraId),
    },
    sort: { nome: maquina.nome, categoriaId: maquina.categoriaId, id: maquina.id },
    defaultSort: maquina.nome,
  });
};

export default routes;
