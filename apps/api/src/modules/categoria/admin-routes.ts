import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MENU_GRUPOS,
  MenuInputSchema,
  MenuItemSchema,
} from '@stockcar/shared/schemas/admin/marketing';
import { menuItem } from '../../db/schema/index.ts';
import {
  categoriaFilter,
  checkCategoria,
  enumFilter,
  textSearch,
} from '../../db/marketing-admin.ts';
import { adminCrud } from '../../plugins/admin/crud.ts';

type MenuRow = typeof menuItem.$inferSelect;

const toItem = (row: MenuRow) => ({
  id: row.id,
  categoriaId: row.categoriaId,
  grupo: row.grupo,
  titulo: row.titulo,
  url: row.url,
  novaAba: row.novaAba,
  ordem: row.ordem,
  versao: row.versao,
});

/** Menu items in the console (issue 10): the superior links and each category's main menu. */
const routes: FastifyPluginAsyncZod = async (app) => {
  adminCrud(app, {
    area: 'menus',
    recurso: 'menus',
    entidade: 'menu_item',
    table: menuItem,
    input: MenuInputSchema,
    item: MenuItemSchema,
    toItems: async (_db, rows) => rows.map((row) => toItem(row as MenuRow)),
    toRow: (input) => ({ ...input }),
    check: (db, input) => checkCategoria(db, input.categoriaId),
    filters: {
      q: textSearch([menuItem.url], [menuItem.titulo]),
      categoriaId: categoriaFilter(menuItem.categoriaId),
      grupo: enumFilter(menuItem.grupo, MENU_GRUPOS),
    },
    sort: { ordem: menuItem.ordem, grupo: menuItem.grupo, categoriaId: menuItem.categoriaId },
    defaultSort: menuItem.ordem,
  });
};

export default routes;
