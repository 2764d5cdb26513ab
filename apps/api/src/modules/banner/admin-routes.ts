import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BannerInputSchema,
  BannerItemSchema,
  PopupInputSchema,
  PopupItemSchema,
} from '@stockcar/shared/schemas/admin/marketing';
import { banner, popup } from '../../db/schema/index.ts';
import {
  booleanFilter,
  categoriaFilter,
  checkCategoria,
  checkJanela,
  dateOrNull,
  isoOrNull,
  textSearch,
  windowFilter,
} from '../../db/marketing-admin.ts';
import { adminCrud } from '../../plugins/admin/crud.ts';

type BannerRow = typeof banner.$inferSelect;
type PopupRow = typeof popup.$inferSelect;

const bannerItem = (row: BannerRow) => ({
  id: row.id,
  categoriaId: row.categoriaId,
  titulo: row.titulo,
  link: row.link,
  imagem: row.imagem,
  ativo: row.ativo,
  ordem: row.ordem,
  inicio: isoOrNull(row.inicio),
  fim: isoOrNull(row.fim),
  versao: row.versao,
});

const popupItem = (row: PopupRow) => ({
  id: row.id,
  categoriaId: row.categoriaId,
  titulo: row.titulo,
  link: row.link,
  imagem: row.imagem,
  imagemMobile: row.imagemMobile,
  abrirNovaAba: row.abrirNovaAba,
  ordem: row.ordem,
  inicio: isoOrNull(row.inicio),
  fim: isoOrNull(row.fim),
  versao: row.versao,
});

/** Banners and popups in the console (issue 10): display windows and order, per category. */
const routes: FastifyPluginAsyncZod = async (app) => {
  adminCrud(app, {
    area: 'banners',
    recurso: 'banners',
    entidade: 'banner',
    table: banner,
    input: BannerInputSchema,
    item: BannerItemSchema,
    toItems: async (_db, rows) => rows.map((row) => bannerItem(row as BannerRow)),
    toRow: (input) => ({
      ...input,
      inicio: dateOrNull(input.inicio),
      fim: dateOrNull(input.fim),
    }),
    check: async (db, input) => {
      checkJanela(input);
      await checkCategoria(db, input.categoriaId);
    },
    filters: {
      q: textSearch([banner.link], [banner.titulo]),
      categoriaId: categoriaFilter(banner.categoriaId),
      ativo: booleanFilter(banner.ativo),
      janela: windowFilter(banner.inicio, banner.fim),
    },
    sort: { ordem: banner.ordem, inicio: banner.inicio, fim: banner.fim, id: banner.id },
    defaultSort: banner.ordem,
  });

  adminCrud(app, {
    area: 'popups',
    recurso: 'popups',
    entidade: 'popup',
    table: popup,
    input: PopupInputSchema,
    item: PopupItemSchema,
    toItems: async (_db, rows) => rows.map((row) => popupItem(row as PopupRow)),
    toRow: (input) => ({
      ...input,
      inicio: dateOrNull(input.inicio),
      fim: dateOrNull(input.fim),
    }),
    check: async (db, input) => {
      checkJanela(input);
      await checkCategoria(db, input.categoriaId);
    },
    filters: {
      q: textSearch([popup.link], [popup.titulo]),
      categoriaId: categoriaFilter(popup.categoriaId),
      janela: windowFilter(popup.inicio, popup.fim),
    },
    sort: { ordem: popup.ordem, inicio: popup.inicio, fim: popup.fim, id: popup.id },
    defaultSort: popup.id,
  });
};

export default routes;
