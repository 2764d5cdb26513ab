import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { usuario } from './clube.ts';

/** The club's content: rewards survey, gifts and Stock Channel (issue 6, fan-club.md §3). */

const createdAt = () => timestamp('criado_em', { withTimezone: true }).notNull().defaultNow();
const memberRef = () =>
  integer('usuario_id')
    .notNull()
    .references(() => usuario.id, { onDelete: 'cascade' });

/** A rewards survey; the newest active one is the members' current survey. */
export const pesquisa = pgTable('pesquisa', {
  id: serial('id').primaryKey(),
  titulo: text('titulo').notNull(),
  ativa: boolean('ativa').notNull().default(true),
  /** The console's edit version (issue 10). */
  versao: integer('versao').notNull().default(1),
  criadoEm: createdAt(),
});

/** A question belongs to one lap (`fase` 1 to 4) and is asked in `ordem` within it. */
export const pesquisaPergunta = pgTable(
  'pesquisa_pergunta',
  {
    id: serial('id').primaryKey(),
    pesquisaId: integer('pesquisa_id')
      .notNull()
      .references(() => pesquisa.id, { onDelete: 'cascade' }),
    fase: integer('fase').notNull(),
    ordem: integer('ordem').notNull().default(0),
    descricao: text('descricao').notNull(),
    multiplaResposta: boolean('multipla_resposta').notNull().default(false),
    /** The console's edit version (issue 10). */
    versao: integer('versao').notNull().default(1),
  },
  (t) => [
    index('pesquisa_pergunta_ordem_idx').on(t.pesquisaId, t.fase, t.ordem),
    check('pesquisa_pergunta_fase_ck', sql`${t.fase} between 1 and 4`),
  ],
);

export const pesquisaOpcao = pgTable(
  'pesquisa_opcao',
  {
    id: serial('id').primaryKey(),
    perguntaId: integer('pergunta_id')
      .notNull()
      .references(() => pesquisaPergunta.id, { onDelete: 'cascade' }),
    descricao: text('descricao').notNull(),
    ordem: integer('ordem').notNull().default(0),
  },
  (t) => [index('pesquisa_opcao_pergunta_idx').on(t.perguntaId, t.ordem)],
);

/** A question the member answered: the key makes a second answer to it impossible. */
export const pesquisaRespondida = pgTable(
  'pesquisa_respondida',
  {
    usuarioId: memberRef(),
    perguntaId: integer('pergunta_id')
      .notNull()
      .references(() => pesquisaPergunta.id, { onDelete: 'cascade' }),
    respondidaEm: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.usuarioId, t.perguntaId] })],
);

/** The options the member chose. */
export const pesquisaEscolha = pgTable(
  'pesquisa_escolha',
  {
    usuarioId: memberRef(),
    opcaoId: integer('opcao_id')
      .notNull()
      .references(() => pesquisaOpcao.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.usuarioId, t.opcaoId] })],
);

/** A lap's reward, granted once per member: the member's phase is how many he holds. */
export const pesquisaRecompensa = pgTable(
  'pesquisa_recompensa',
  {
    usuarioId: memberRef(),
    pesquisaId: integer('pesquisa_id')
      .notNull()
      .references(() => pesquisa.id, { onDelete: 'cascade' }),
    fase: integer('fase').notNull(),
    /** The coupon, voucher or ticket code sent by e-mail. */
    codigo: text('codigo').notNull(),
    criadoEm: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.usuarioId, t.pesquisaId, t.fase] })],
);

/** A gift: a public image and a private file downloaded by members only. */
export const beneficio = pgTable('beneficio', {
  id: serial('id').primaryKey(),
  nome: text('nome').notNull(),
  urlImagem: text('url_imagem').notNull(),
  /** Key of the file in private storage (never a public URL). */
  arquivo: text('arquivo').notNull(),
  nomeArquivo: text('nome_arquivo').notNull(),
  tipoConteudo: text('tipo_conteudo').notNull(),
  ativo: boolean('ativo').notNull().default(true),
  ordem: integer('ordem').notNull().default(0),
  /** The image's alt text (issue 10: required wherever an image is stored). */
  textoAlternativo: text('texto_alternativo').notNull().default(''),
  /** The console's edit version (issue 10). */
  versao: integer('versao').notNull().default(1),
});

/** Members' testimonials on the club home's carousel (fan-club.md §2), edited by the club. */
export const depoimento = pgTable('depoimento', {
  id: serial('id').primaryKey(),
  /** Who says it: first name and city. */
  nome: text('nome').notNull(),
  texto: text('texto').notNull(),
  ativo: boolean('ativo').notNull().default(true),
  ordem: integer('ordem').notNull().default(0),
  /** The console's edit version (issue 10). */
  versao: integer('versao').notNull().default(1),
});

export const biblioteca = pgTable('biblioteca', {
  id: serial('id').primaryKey(),
  nome: text('nome').notNull(),
  thumbnail: text('thumbnail').notNull(),
  textoAlternativo: text('texto_alternativo').notNull().default(''),
  ordem: integer('ordem').notNull().default(0),
  /** The console's edit version (issue 10). */
  versao: integer('versao').notNull().default(1),
});

export const bibliotecaVideo = pgTable(
  'biblioteca_video',
  {
    id: serial('id').primaryKey(),
    bibliotecaId: integer('biblioteca_id')
      .notNull()
      .references(() => biblioteca.id, { onDelete: 'cascade' }),
    titulo: text('titulo').notNull(),
    thumbnail: text('thumbnail').notNull(),
    link: text('link').notNull(),
    textoAlternativo: text('texto_alternativo').notNull().default(''),
    ordem: integer('ordem').notNull().default(0),
    /** The console's edit version (issue 10). */
    versao: integer('versao').notNull().default(1),
  },
  (t) => [index('biblioteca_video_biblioteca_idx').on(t.bibliotecaId, t.ordem)],
);
