import { sql, type SQL } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type { Language, LocalizedText } from '@stockcar/shared/i18n';
import { piloto } from './racing.ts';
import { categoriaRef } from './site.ts';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
const localized = (name: string) => jsonb(name).$type<LocalizedText>().notNull();
const createdAt = () => timestamp('criado_em', { withTimezone: true }).notNull().defaultNow();
/** Where the commercial desk stands with a proposal, lead or candidate (issue 10). */
const deskStatus = () => text('status').notNull().default('novo');
const deskStatusCheck = (table: string, column: AnyPgColumn) =>
  check(
    `${table}_status_ck`,
    sql`${column} in ('novo','em contato','ganho','perdido','arquivado')`,
  );

const ACCENTED = 'áàâãäéèêëíìîïóòôõöúùûüçñ';
const PLAIN = 'aaaaaeeeeiiiiooooouuuucn';

/**
 * Lower-case text without accents, as an immutable expression: `unaccent` is neither immutable
 * nor available everywhere (PGlite, managed servers), and the search must ignore accents.
 */
export function foldAccents(value: SQL | string): SQL {
  return sql`translate(lower(${value}), ${sql.raw(`'${ACCENTED}'`)}, ${sql.raw(`'${PLAIN}'`)})`;
}

/** The PostgreSQL text-search configuration (stemming, stop words) of each content language. */
export function searchConfig(language: Language): SQL {
  return sql.raw(`'${language === 'en' ? 'english' : 'portuguese'}'::regconfig`);
}

/** A news item's title and text in one language as a text-search vector, accents folded. */
function searchVector(language: Language): SQL {
  const title = sql.raw(`coalesce(titulo->>'${language}', '')`);
  const body = sql.raw(`regexp_replace(coalesce(texto->>'${language}', ''), '<[^>]*>', ' ', 'g')`);
  return sql`to_tsvector(${searchConfig(language)}, ${foldAccents(sql`${title} || ' ' || ${body}`)})`;
}

/** A news item's life: a draft, scheduled for its publish time, or published (issue 10). */
export const STATUS_NOTICIA = ['rascunho', 'agendada', 'publicada'] as const;
export type StatusNoticia = (typeof STATUS_NOTICIA)[number];

export const noticia = pgTable(
  'noticia',
  {
    id: serial('id').primaryKey(),
    categoriaId: categoriaRef(),
    titulo: localized('titulo'),
    /** The publish-at time: fans see the item from then on, unless it is a draft. */
    dataPublicacao: timestamp('data_publicacao', { withTimezone: true }).notNull(),
    status: text('status').$type<StatusNoticia>().notNull().default('publicada'),
    imagem: text('imagem').notNull().default(''),
    /** Alternative text of the cover image. */
    imagemAlt: text('imagem_alt').notNull().default(''),
    imagemGaleria: text('imagem_galeria').notNull().default(''),
    backgroundImagem: text('background_imagem').notNull().default(''),
    /** Sanitised HTML. */
    texto: localized('texto'),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Portuguese full-text vector of title and text, tags stripped and accents folded. */
    busca: tsvector('busca').generatedAlwaysAs((): SQL => searchVector('pt-br')),
    /** The same over the English text (formula-4 publishes in both languages). */
    buscaEn: tsvector('busca_en').generatedAlwaysAs((): SQL => searchVector('en')),
    versao: integer('versao').notNull().default(1),
  },
  (t) => [
    // Serves the list's whole ORDER BY (newest first, then id), so a page reads its rows only.
    index('noticia_categoria_data_idx').on(
      t.categoriaId,
      t.dataPublicacao.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('noticia_busca_idx').using('gin', t.busca),
    index('noticia_busca_en_idx').using('gin', t.buscaEn),
    index('noticia_tags_idx').using('gin', t.tags),
  ],
);

/** What fans may read: not a draft, and its publish time has come (scheduled items appear then). */
export function noticiaVisivel(): SQL {
  return sql`${noticia.status} <> 'rascunho' and ${noticia.dataPublicacao} <= now()`;
}

/** Drivers a news item is about (the driver page's latest news). */
export const noticiaPiloto = pgTable(
  'noticia_piloto',
  {
    noticiaId: integer('noticia_id')
      .notNull()
      .references(() => noticia.id, { onDelete: 'cascade' }),
    pilotoId: integer('piloto_id')
      .notNull()
      .references(() => piloto.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.noticiaId, t.pilotoId] }),
    index('noticia_piloto_piloto_idx').on(t.pilotoId),
  ],
);

export const galeria = pgTable(
  'galeria',
  {
    id: serial('id').primaryKey(),
    categoriaId: categoriaRef(),
    titulo: localized('titulo'),
    dataPublicacao: timestamp('data_publicacao', { withTimezone: true }).notNull(),
    /** Behind-the-scenes galleries belong to the club, not the public list. */
    bastidores: boolean('bastidores').notNull().default(false),
    /** The console's edit version (issue 10). */
    versao: integer('versao').notNull().default(1),
  },
  (t) => [
    // Serves the list's whole ORDER BY, as the news index does.
    index('galeria_categoria_data_idx').on(
      t.categoriaId,
      t.dataPublicacao.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
  ],
);

/** What fans may see: a public gallery (not the club's behind the scenes) whose time has come. */
export function galeriaVisivel(): SQL {
  return sql`${galeria.bastidores} = false and ${galeria.dataPublicacao} <= now()`;
}

export const galeriaImagem = pgTable(
  'galeria_imagem',
  {
    id: serial('id').primaryKey(),
    galeriaId: integer('galeria_id')
      .notNull()
      .references(() => galeria.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    /** The image's alt text (issue 10). */
    textoAlternativo: text('texto_alternativo').notNull().default(''),
    ordem: integer('ordem').notNull().default(0),
  },
  (t) => [index('galeria_imagem_galeria_idx').on(t.galeriaId, t.ordem)],
);

export const galeriaPiloto = pgTable(
  'galeria_piloto',
  {
    galeriaId: integer('galeria_id')
      .notNull()
      .references(() => galeria.id, { onDelete: 'cascade' }),
    pilotoId: integer('piloto_id')
      .notNull()
      .references(() => piloto.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.galeriaId, t.pilotoId] }),
    index('galeria_piloto_piloto_idx').on(t.pilotoId),
  ],
);

export const b2bProduto = pgTable('b2b_produto', {
  id: serial('id').primaryKey(),
  nome: text('nome').notNull(),
  imagem: text('imagem').notNull().default(''),
  imagemAlt: text('imagem_alt').notNull().default(''),
  conteudo: text('conteudo').notNull().default(''),
  descricao: text('descricao').notNull().default(''),
  dataInicio: date('data_inicio'),
  dataFim: date('data_fim'),
  local: text('local').notNull().default(''),
  cidade: text('cidade').notNull().default(''),
  uf: text('uf').notNull().default(''),
  ativo: boolean('ativo').notNull().default(true),
  ordem: integer('ordem').notNull().default(0),
  versao: integer('versao').notNull().default(1),
});

export const b2bProposta = pgTable(
  'b2b_proposta',
  {
    id: serial('id').primaryKey(),
    produtoId: integer('produto_id')
      .notNull()
      .references(() => b2bProduto.id),
    nomeEmpresa: text('nome_empresa').notNull(),
    nomeResponsavel: text('nome_responsavel').notNull(),
    cargo: text('cargo').notNull(),
    email: text('email').notNull(),
    celular: text('celular').notNull(),
    interesse: text('interesse').notNull(),
    objetivos: text('objetivos').array().notNull(),
    objetivoOutrosDescricao: text('objetivo_outros_descricao').notNull().default(''),
    criadoEm: createdAt(),
    /** The commercial desk's progress (issue 10): novo, em contato, ganho, perdido, arquivado. */
    status: deskStatus(),
    versao: integer('versao').notNull().default(1),
  },
  (t) => [deskStatusCheck('b2b_proposta', t.status)],
);

export const patrocinadorLead = pgTable(
  'patrocinador_lead',
  {
    id: serial('id').primaryKey(),
    empresa: text('empresa').notNull(),
    nomeResponsavel: text('nome_responsavel').notNull(),
    cargo: text('cargo').notNull(),
    email: text('email').notNull(),
    celular: text('celular').notNull(),
    criadoEm: createdAt(),
    /** The commercial desk's progress (issue 10): novo, em contato, ganho, perdido, arquivado. */
    status: deskStatus(),
    versao: integer('versao').notNull().default(1),
  },
  (t) => [deskStatusCheck('patrocinador_lead', t.status)],
);

export const rhArea = pgTable('rh_area', {
  id: serial('id').primaryKey(),
  nome: text('nome').notNull(),
  ordem: integer('ordem').notNull().default(0),
  versao: integer('versao').notNull().default(1),
});

export const rhDepoimento = pgTable('rh_depoimento', {
  id: serial('id').primaryKey(),
  nome: text('nome').notNull(),
  cargo: text('cargo').notNull(),
  imagem: text('imagem').notNull().default(''),
  imagemAlt: text('imagem_alt').notNull().default(''),
  depoimento: text('depoimento').notNull(),
  ordem: integer('ordem').notNull().default(0),
  versao: integer('versao').notNull().default(1),
});

export const candidato = pgTable(
  'candidato',
  {
    id: serial('id').primaryKey(),
    nome: text('nome').notNull(),
    email: text('email').notNull(),
    celular: text('celular').notNull(),
    cep: text('cep').notNull(),
    areaId: integer('area_id')
      .notNull()
      .references(() => rhArea.id),
    linkedin: text('linkedin').notNull(),
    porque: text('porque').notNull(),
    sonho: text('sonho').notNull(),
    criadoEm: createdAt(),
    /** Private storage key of the CV; null until the upload succeeds. */
    cvArquivo: text('cv_arquivo'),
    cvNomeOriginal: text('cv_nome_original'),
    cvTipo: text('cv_tipo'),
    cvRecebidoEm: timestamp('cv_recebido_em', { withTimezone: true }),
    /**
     * When the staff were e-mailed about the candidate (with the CV, or saying it is missing
     * after 24 hours); set by a conditional update before sending, so never twice. The public
     * form inserts null; any other row (seed, rows older than this column) counts as notified.
     */
    notificadoEm: timestamp('notificado_em', { withTimezone: true }).defaultNow(),
    /** The commercial desk's progress (issue 10): novo, em contato, ganho, perdido, arquivado. */
    status: deskStatus(),
    versao: integer('versao').notNull().default(1),
  },
  (t) => [deskStatusCheck('candidato', t.status)],
);

/**
 * The commercial desk's internal notes (issue 10) on a proposal, a sponsor lead or a
 * candidate: the area names the table, registro_id the row. Append-only from the console.
 */
export const notaComercial = pgTable(
  'nota_comercial',
  {
    id: serial('id').primaryKey(),
    area: text('area').notNull(),
    registroId: integer('registro_id').notNull(),
    texto: text('texto').notNull(),
    /** The author; kept as a plain number, like the audit log, so a note outlives an account. */
    staffId: integer('staff_id').notNull(),
    criadoEm: createdAt(),
  },
  (t) => [
    index('nota_comercial_registro_idx').on(t.area, t.registroId),
    check('nota_comercial_area_ck', sql`${t.area} in ('propostas','leads','candidatos')`),
  ],
);

/** One row per accepted form submission key: a double click or a retry finds it again. */
export const envioFormulario = pgTable(
  'envio_formulario',
  {
    id: serial('id').primaryKey(),
    rota: text('rota').notNull(),
    chave: text('chave').notNull(),
    recursoId: integer('recurso_id'),
    criadoEm: createdAt(),
  },
  (t) => [unique('envio_formulario_rota_chave_uq').on(t.rota, t.chave)],
);

/** Messages the local mail and SMS defaults keep instead of sending. */
export const mensagemSaida = pgTable(
  'mensagem_saida',
  {
    id: serial('id').primaryKey(),
    canal: text('canal').$type<'email' | 'sms'>().notNull(),
    destino: text('destino').notNull(),
    assunto: text('assunto').notNull().default(''),
    corpo: text('corpo').notNull(),
    criadoEm: createdAt(),
  },
  (t) => [index('mensagem_saida_destino_idx').on(t.canal, t.destino, t.criadoEm)],
);

/**
 * The pro series' event pages and history articles (public-site.md §2.3), one row per page,
 * edited by the newsroom in the console (issue 10). Section texts are sanitised HTML.
 */
export const paginaEvento = pgTable('pagina_evento', {
  id: serial('id').primaryKey(),
  /** The page's path under /stockcar/proseries (PAGINAS_EVENTO). */
  pagina: text('pagina').notNull().unique('pagina_evento_pagina_uq'),
  chamada: text('chamada').notNull(),
  titulo: text('titulo').notNull(),
  linhaFina: text('linha_fina').notNull(),
  cena: text('cena').notNull(),
  descricaoCena: text('descricao_cena').notNull(),
  fatos: jsonb('fatos').$type<{ rotulo: string; valor: string }[]>().notNull().default([]),
  secoes: jsonb('secoes').$type<{ titulo: string; texto: string }[]>().notNull(),
  tags: jsonb('tags').$type<string[]>().notNull().default([]),
  relacionados: jsonb('relacionados')
    .$type<{ rotulo: string; href: string }[]>()
    .notNull()
    .default([]),
  /** The console's edit version (issue 10). */
  versao: integer('versao').notNull().default(1),
});
