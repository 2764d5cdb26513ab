import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CALENDARIO_TEXTOS as TEXTOS } from '@stockcar/shared/schemas/admin/calendario';
import {
  CircuitoInputSchema,
  CircuitoItemSchema,
  OndeAssistirFiltrosSchema,
  OndeAssistirInputSchema,
  OndeAssistirItemSchema,
} from '@stockcar/shared/schemas/admin/circuitos';
import { circuito, etapa, ondeAssistir } from '../../db/schema/index.ts';
import { adminCrud, eqFilter } from '../../plugins/admin/crud.ts';
import { childCounts } from '../../plugins/admin/children.ts';
import { refuseWhileUsed } from '../../plugins/admin/references.ts';
import { withSanitizedSobre } from '../../lib/html-sanitizer.ts';

type CircuitoRow = typeof circuito.$inferSelect;
type OndeAssistirRow = typeof ondeAssistir.$inferSelect;

/** Race control's circuits and where each category is broadcast (issue 11). */
const routes: FastifyPluginAsyncZod = async (app) => {
  adminCrud(app, {
    area: 'circuitos',
    recurso: 'circuitos',
    entidade: 'circuito',
    table: circuito,
    input: CircuitoInputSchema,
    item: CircuitoItemSchema,
    toItems: async (db, rows) => {
      const stages = await childCounts(
        db,
        etapa.circuitoId,
        rows.map((r) => r.id as number),
      );
      return (rows as CircuitoRow[]).map((r) => ({ ...r, etapas: stages.get(r.id) ?? 0 }));
    },
    toRow: withSanitizedSobre,
    beforeDelete: (db, row) =>
      refuseWhileUsed(db, [{ column: etapa.circuitoId }], row.id as number, TEXTOS.circuitoEmUso),
    search: [circuito.nome, circuito.cidade],
    sort: { nome: circuito.nome, cidade: circuito.cidade, id: circuito.id },
    defaultSort: circuito.nome,
  });

  adminCrud(app, {
    area: 'onde-assistir',
    recurso: 'onde-assistir',
    entidade: 'onde-assistir',
    table: ondeAssistir,
    input: OndeAssistirInputSchema,
    item: OndeAssistirItemSchema,
    toItems: async (_db, rows) => rows as OndeAssistirRow[],
    toRow: (input) => input,
    search: [ondeAssistir.nomeCanal, ondeAssistir.tag],
    filters: {
      categoriaId: eqFilter(OndeAssistirFiltrosSchema.categoriaId, ondeAssistir.categoriaId),
    },
    sort: { ordem: ondeAssistir.ordem, nomeCanal: ondeAssistir.nomeCanal },
    defaultSort: ondeAssistir.ordem,
  });
};

export default routes;
