import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  FooterInputSchema,
  FooterItemSchema,
  LOGO_GRUPOS,
  PatrocinadorInputSchema,
  PatrocinadorItemSchema,
} from '@stockcar/shared/schemas/admin/marketing';
import { logoParceiro, rodapeItem } from '../../db/schema/index.ts';
import {
  categoriaFilter,
  checkCategoria,
  enumFilter,
  textSearch,
} from '../../db/marketing-admin.ts';
import { sanitizeCmsText } from '../../lib/html-sanitizer.ts';
import { adminCrud } from '../../plugins/admin/crud.ts';

type RodapeRow = typeof rodapeItem.$inferSelect;
type LogoRow = typeof logoParceiro.$inferSelect;

const footerItem = (row: RodapeRow) => ({
  id: row.id,
  categoriaId: row.categoriaId,
  pagina: row.pagina,
  titulo: row.titulo,
  texto: row.texto,
  backgroundImagem: row.backgroundImagem,
  ordem: row.ordem,
  versao: row.versao,
});

const logoItem = (row: LogoRow) => ({
  id: row.id,
  categoriaId: row.categoriaId,
  grupo: row.grupo,
  nome: row.nome,
  imagem: row.imagem,
  ordem: row.ordem,
  versao: row.versao,
});

/** Footer items and the footer's sponsor logo groups in the console (issue 10). */
const routes: FastifyPluginAsyncZod = async (app) => {
  adminCrud(app, {
    area: 'footer',
    recurso: 'footer',
    entidade: 'rodape_item',
    table: rodapeItem,
    input: FooterInputSchema,
    item: FooterItemSchema,
    toItems: async (_db, rows) => rows.map((row) => footerItem(row as RodapeRow)),
    // The text is HTML: sanitised when it is written, like every CMS body.
    toRow: (input) => ({
      ...input,
      texto: sanitizeCmsText(input.texto),
    }),
    check: (db, input) => checkCategoria(db, input.categoriaId),
    filters: {
      q: textSearch([rodapeItem.pagina], [rodapeItem.titulo]),
      categoriaId: categoriaFilter(rodapeItem.categoriaId),
    },
    sort: {
      ordem: rodapeItem.ordem,
      pagina: rodapeItem.pagina,
      categoriaId: rodapeItem.categoriaId,
    },
    defaultSort: rodapeItem.ordem,
  });

  adminCrud(app, {
    area: 'patrocinadores',
    recurso: 'patrocinadores',
    entidade: 'logo_parceiro',
    table: logoParceiro,
    input: PatrocinadorInputSchema,
    item: PatrocinadorItemSchema,
    toItems: async (_db, rows) => rows.map((row) => logoItem(row as LogoRow)),
    toRow: (input) => ({ ...input }),
    check: (db, input) => checkCategoria(db, input.categoriaId),
    search: [logoParceiro.nome],
    filters: {
      categoriaId: categoriaFilter(logoParceiro.categoriaId),
      grupo: enumFilter(logoParceiro.grupo, LOGO_GRUPOS),
    },
    sort: {
      ordem: logoParceiro.ordem,
      nome: logoParceiro.nome,
      grupo: logoParceiro.grupo,
      categoriaId: logoParceiro.categoriaId,
    },
    defaultSort: logoParceiro.ordem,
  });
};

export default routes;
