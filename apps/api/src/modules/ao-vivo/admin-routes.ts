import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LiveInputSchema, LiveItemSchema } from '@stockcar/shared/schemas/admin/marketing';
import { live } from '../../db/schema/index.ts';
import { booleanFilter } from '../../db/marketing-admin.ts';
import { adminCrud } from '../../plugins/admin/crud.ts';

type LiveRow = typeof live.$inferSelect;

const toItem = (row: LiveRow) => ({
  id: row.id,
  canal: row.canal,
  nome: row.nome,
  link: row.link,
  online: row.online,
  linkVinculado: row.linkVinculado,
  ordem: row.ordem,
  versao: row.versao,
});

/** Live broadcasts in the console (issue 10): on air / off air, address, title, order. */
const routes: FastifyPluginAsyncZod = async (app) => {
  adminCrud(app, {
    area: 'ao-vivo',
    recurso: 'ao-vivo',
    entidade: 'live',
    table: live,
    input: LiveInputSchema,
    item: LiveItemSchema,
    toItems: async (_db, rows) => rows.map((row) => toItem(row as LiveRow)),
    toRow: (input) => ({ ...input }),
    search: [live.nome, live.canal, live.link],
    filters: { online: booleanFilter(live.online) },
    sort: { ordem: live.ordem, nome: live.nome, canal: live.canal, online: live.online },
    defaultSort: live.ordem,
  });
};

export default routes;
