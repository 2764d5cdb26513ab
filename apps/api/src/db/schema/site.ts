import {
  boolean,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { LocalizedText } from '@stockcar/shared/i18n';

/** Translatable text: Portuguese always, English where it exists (formula-4). */
const localized = (name: string) => jsonb(name).$type<LocalizedText>().notNull();

export const categoria = pgTable('categoria', {
  // Fixed ids: the spec's URLs and the web client use them (public-site.md §3).
  id: integer('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  tag: text('tag').notNull(),
  cor: text('cor').notNull(),
  background: text('background').notNull(),
  corFonte: text('cor_fonte').notNull(),
  imgLogo: text('img_logo').notNull(),
  imgFavicon: text('img_favicon').notNull(),
  imgBackground: text('img_background').notNull(),
  nome: localized('nome'),
  texto: localized('texto'),
});

/** The owning category: every per-category table has this column. */
export const categoriaRef = () =>
  integer('categoria_id')
    .notNull()
    .references(() => categoria.id);

export const menuGrupo = pgEnum('menu_grupo', ['superior', 'principal']);

export const menuItem = pgTable(
  'menu_item',
  {
    id: serial('id').primaryKey(),
    /** Superior items link to a category; principal items belong to one. */
    categoriaId: categoriaRef(),
    grupo: menuGrupo('grupo').notNull(),
    titulo: localized('titulo'),
    url: text('url').notNull(),
    novaAba: boolean('nova_aba').notNull().default(false),
    ordem: integer('ordem').notNull().default(0),
    /** The console's edit version (issue 10). */
    versao: integer('versao').notNull().default(1),
  },
  (t) => [index('menu_item_grupo_categoria_idx').on(t.grupo, t.categoriaId, t.ordem)],
);

export const rodapeItem = pgTable(
  'rodape_item',
  {
    id: serial('id').primaryKey(),
    categoriaId: categoriaRef(),
    pagina: text('pagina').notNull(),
    titulo: localized('titulo'),
    texto: localized('texto'),
    backgroundImagem: text('background_imagem').notNull().default(''),
    ordem: integer('ordem').notNull().default(0),
    /** The console's edit version (issue 10). */
    versao: integer('versao').notNull().default(1),
  },
  (t) => [index('rodape_item_categoria_idx').on(t.categoriaId, t.ordem)],
);

export const logoGrupo = pgEnum('logo_grupo', [
  'montadora',
  'patrocinador',
  'fornecedor',
  'media_partner',
]);

export const logoParceiro = pgTable(
  'logo_parceiro',
  {
    id: serial('id').primaryKey(),
    categoriaId: categoriaRef(),
    grupo: logoGrupo('grupo').notNull(),
    nome: text('nome').notNull(),
    imagem: text('imagem').notNull(),
    ordem: integer('ordem').notNull().default(0),
    /** The console's edit version (issue 10). */
    versao: integer('versao').notNull().default(1),
  },
  (t) => [index('logo_parceiro_categoria_idx').on(t.categoriaId, t.grupo, t.ordem)],
);

export const live = pgTable('live', {
  id: serial('id').primaryKey(),
  /** 'SITE' for an open broadcast; otherwise the paid channel's name. */
  canal: text('canal').notNull(),
  nome: text('nome').notNull(),
  link: text('link').notNull(),
  online: boolean('online').notNull().default(false),
  linkVinculado: boolean('link_vinculado').notNull().default(false),
  ordem: integer('ordem').notNull().default(0),
  /** The console's edit version (issue 10). */
  versao: integer('versao').notNull().default(1),
});

export const banner = pgTable(
  'banner',
  {
    id: serial('id').primaryKey(),
    categoriaId: categoriaRef(),
    titulo: localized('titulo'),
    link: text('link').notNull(),
    imagem: text('imagem').notNull(),
    ativo: boolean('ativo').notNull().default(true),
    ordem: integer('ordem').notNull().default(0),
    /** Shown while now is inside [inicio, fim); open ends when null. */
    inicio: timestamp('inicio', { withTimezone: true }),
    fim: timestamp('fim', { withTimezone: true }),
    /** The console's edit version (issue 10). */
    versao: integer('versao').notNull().default(1),
  },
  (t) => [index('banner_categoria_idx').on(t.categoriaId, t.ativo, t.ordem)],
);

export const popup = pgTable(
  'popup',
  {
    id: serial('id').primaryKey(),
    categoriaId: categoriaRef(),
    titulo: localized('titulo'),
    link: text('link').notNull(),
    imagem: text('imagem').notNull(),
    imagemMobile: text('imagem_mobile').notNull(),
    abrirNovaAba: boolean('abrir_nova_aba').notNull().default(false),
    /** Shown while now is inside [inicio, fim); open ends when null. */
    inicio: timestamp('inicio', { withTimezone: true }),
    fim: timestamp('fim', { withTimezone: true }),
    /** Among popups in their window, the lowest order shows (then the newest). */
    ordem: integer('ordem').notNull().default(0),
    /** The console's edit version (issue 10). */
    versao: integer('versao').notNull().default(1),
  },
  (t) => [index('popup_categoria_idx').on(t.categoriaId)],
);
