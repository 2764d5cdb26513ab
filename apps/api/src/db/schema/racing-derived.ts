import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { equipe, inscricao, piloto } from './racing.ts';
import { categoriaRef } from './site.ts';

/**
 * What official race results add up to (issue 11), written by the results' recomputation in
 * the transaction that publishes them (apps/api/src/db/derived/), never by hand and never per
 * read. One row per number the site shows: standings, and each driver's career figures.
 *
 * A standings "cut" is the pair (subcategoria, tipo): '' for all. e-stock has PRO and Amador,
 * Turismo Nacional its classes A and B crossed with sprint and endurance races.
 */

const cut = {
  categoriaId: categoriaRef(),
  temporada: integer('temporada').notNull(),
  subcategoria: text('subcategoria').notNull().default(''),
  tipo: text('tipo').notNull().default(''),
};

export const classificacaoPiloto = pgTable(
  'classificacao_piloto',
  {
    ...cut,
    inscricaoId: integer('inscricao_id')
      .notNull()
      .references(() => inscricao.id, { onDelete: 'cascade' }),
    pilotoId: integer('piloto_id')
      .notNull()
      .references(() => piloto.id),
    /** 1-based, after the tie-breaks (wins, then second places, …). */
    posicao: integer('posicao').notNull(),
    pontos: integer('pontos').notNull(),
    vitorias: integer('vitorias').notNull(),
    podios: integer('podios').notNull(),
    poles: integer('poles').notNull(),
    /** Official races started (DNS excluded). */
    corridas: integer('corridas').notNull(),
    /** Finishes by position, [1st, 2nd, …]: the count-back the tie-break reads. */
    chegadas: integer('chegadas')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
  },
  (t) => [
    primaryKey({
      columns: [t.categoriaId, t.temporada, t.subcategoria, t.tipo, t.inscricaoId],
    }),
    index('classificacao_piloto_posicao_idx').on(
      t.categoriaId,
      t.temporada,
      t.subcategoria,
      t.tipo,
      t.posicao,
    ),
    index('classificacao_piloto_inscricao_idx').on(t.inscricaoId),
    index('classificacao_piloto_piloto_idx').on(t.pilotoId),
  ],
);

export const classificacaoEquipe = pgTable(
  'classificacao_equipe',
  {
    ...cut,
    equipeId: integer('equipe_id')
      .notNull()
      .references(() => equipe.id),
    posicao: integer('posicao').notNull(),
    pontos: integer('pontos').notNull(),
    vitorias: integer('vitorias').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.categoriaId, t.temporada, t.subcategoria, t.tipo, t.equipeId] }),
    index('classificacao_equipe_posicao_idx').on(
      t.categoriaId,
      t.temporada,
      t.subcategoria,
      t.tipo,
      t.posicao,
    ),
    index('classificacao_equipe_equipe_idx').on(t.equipeId),
  ],
);

/**
 * A driver's career in a category: the historical figures (hall_da_fama_historico) plus the
 * official results. The driver page and the hall of fame both read these numbers.
 */
export const estatisticaPiloto = pgTable(
  'estatistica_piloto',
  {
    pilotoId: integer('piloto_id')
      .notNull()
      .references(() => piloto.id, { onDelete: 'cascade' }),
    categoriaId: categoriaRef(),
    corridas: integer('corridas').notNull(),
    vitorias: integer('vitorias').notNull(),
    poles: integer('poles').notNull(),
    podios: integer('podios').notNull(),
    /** Seasons won: historical years and the complete seasons he topped, ascending. */
    anosTitulos: integer('anos_titulos')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
  },
  (t) => [
    primaryKey({ columns: [t.pilotoId, t.categoriaId] }),
    index('estatistica_piloto_categoria_idx').on(t.categoriaId),
  ],
);
