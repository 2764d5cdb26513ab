import { sql } from 'drizzle-orm';
import { check, integer, pgTable, serial, text, unique } from 'drizzle-orm/pg-core';
import { piloto } from './racing.ts';
import { categoriaRef } from './site.ts';

/**
 * A driver's career before the seasons this database holds results for (issue 6, hall of
 * fame). The racing data covers two seasons, too few races for the spec's 300-race threshold
 * (fan-club.md §9), so the hall of fame adds these figures to the ones computed from results:
 * races = historical + result rows, wins = historical + first places, titles = the years below
 * + the finished seasons the driver topped. A row names a retired legend (`pilotoId` null) or
 * tops up a current driver's numbers (`pilotoId` set; his name and photo come from `piloto`).
 */
export const hallDaFamaHistorico = pgTable(
  'hall_da_fama_historico',
  {
    id: serial('id').primaryKey(),
    categoriaId: categoriaRef(),
    pilotoId: integer('piloto_id').references(() => piloto.id, { onDelete: 'cascade' }),
    nomePiloto: text('nome_piloto').notNull(),
    foto: text('foto').notNull().default(''),
    /** The photo's alt text (issue 10). */
    textoAlternativo: text('texto_alternativo').notNull().default(''),
    corridas: integer('corridas').notNull().default(0),
    vitorias: integer('vitorias').notNull().default(0),
    /** Seasons won before the data starts (for a current driver: as many as titulosAnteriores). */
    anosTitulos: integer('anos_titulos')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    /** The console's edit version (issue 10). */
    versao: integer('versao').notNull().default(1),
  },
  (t) => [
    unique('hall_da_fama_historico_piloto_uq').on(t.categoriaId, t.pilotoId),
    check(
      'hall_da_fama_historico_numeros_ck',
      sql`${t.corridas} >= 0 and ${t.vitorias} >= 0 and ${t.vitorias} <= ${t.corridas}`,
    ),
  ],
);
