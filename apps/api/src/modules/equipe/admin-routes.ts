import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CALENDARIO_TEXTOS as TEXTOS } from '@stockcar/shared/schemas/admin/calendario';
import { EquipeInputSchema, EquipeItemSchema } from '@stockcar/shared/schemas/admin/participantes';
import { equipe, inscricao } from '../../db/schema/index.ts';
import { adminCrud } from '../../plugins/admin/crud.ts';
import { refuseWhileUsed } from '../../plugins/admin/references.ts';
import { withSanitizedSobre } from '../../lib/html-sanitizer.ts';

type EquipeRow = typeof equipe.$inferSelect;

/** Race control's teams (issue 11, area `equipes`). */
const routes: FastifyPluginAsyncZod = async (app) => {
  adminCrud(app, {
    area: 'equipes',
    recurso: 'equipes',
    entidade: 'equipe',
    table: equipe,
    input: EquipeInputSchema,
    item: EquipeItemSchema,
    toItems: async (_db, rows) => rows as EquipeRow[],
    toRow: withSanitizedSobre,
    // The standings by team derive from entries: a team with entries stays.
    beforeDelete: (db, row) =>
      refuseWhileUsed(db, [{ column: inscricao.equipeId }], row.id as number, TEXTOS.equipeEmUso),
    search: [equipe.nome],
    sort: { nome: equipe.nome, id: equipe.id },
    defaultSort: equipe.nome,
  });
};

export default routes;
