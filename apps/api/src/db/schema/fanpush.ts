import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { codigoSms, usuario } from './clube.ts';
import { etapa, piloto } from './racing.ts';

/** Fan Push, the fans' vote before a race stage (issue 6, fan-club.md §3 and §4). */

const instant = (name: string) => timestamp(name, { withTimezone: true });

/** One vote window per stage; the API addresses it by the stage's id. */
export const fanpush = pgTable(
  'fanpush',
  {
    id: serial('id').primaryKey(),
    etapaId: integer('etapa_id')
      .notNull()
      .references(() => etapa.id, { onDelete: 'cascade' }),
    dataInicioVotacao: instant('data_inicio_votacao').notNull(),
    dataFimVotacao: instant('data_fim_votacao').notNull(),
    /** Live video shown beside the leaderboard ('' when none). */
    urlVideo: text('url_video').notNull().default(''),
    /** Race control paused it: no vote is taken until it resumes (issue 11). */
    pausada: boolean('pausada').notNull().default(false),
    /**
     * Race control set the times (or the candidates) by hand: the calendar no longer moves
     * them when the stage's date or entry list changes.
     */
    horariosAjustados: boolean('horarios_ajustados').notNull().default(false),
    candidatosAjustados: boolean('candidatos_ajustados').notNull().default(false),
    /**
     * Set when the window closed and its result was frozen (fanpush_resultado): the number of
     * confirmed ballots and the SHA-256 of their anonymised export, published with the result.
     */
    encerradaEm: instant('encerrada_em'),
    totalCedulas: integer('total_cedulas'),
    checksum: text('checksum'),
    versao: integer('versao').notNull().default(1),
  },
  (t) => [
    unique('fanpush_etapa_uq').on(t.etapaId),
    // "The current vote" and "the last closed vote" are range look-ups on the window.
    index('fanpush_inicio_idx').on(t.dataInicioVotacao),
    index('fanpush_fim_idx').on(t.dataFimVotacao),
    check('fanpush_janela_ck', sql`${t.dataFimVotacao} > ${t.dataInicioVotacao}`),
    check(
      'fanpush_encerrada_ck',
      sql`(${t.encerradaEm} is null) = (${t.totalCedulas} is null) and (${t.encerradaEm} is null) = (${t.checksum} is null)`,
    ),
  ],
);

/**
 * How windows are made from the calendar (one row, id 1): a Pro Series stage's window opens
 * `diasAntes` days before its race and closes `minutosAntes` minutes before the race starts.
 */
export const fanpushConfig = pgTable(
  'fanpush_config',
  {
    id: integer('id').primaryKey().default(1),
    diasAntes: integer('dias_antes').notNull().default(7),
    minutosAntes: integer('minutos_antes').notNull().default(0),
    versao: integer('versao').notNull().default(1),
  },
  (t) => [
    check('fanpush_config_um_ck', sql`${t.id} = 1`),
    check(
      'fanpush_config_limites_ck',
      sql`${t.diasAntes} between 1 and 60 and ${t.minutosAntes} between 0 and 1440`,
    ),
  ],
);

/** The frozen result of a closed window: votes per candidate and rank (ties by name). */
export const fanpushResultado = pgTable(
  'fanpush_resultado',
  {
    fanpushId: integer('fanpush_id')
      .notNull()
      .references(() => fanpush.id, { onDelete: 'cascade' }),
    pilotoId: integer('piloto_id')
      .notNull()
      .references(() => piloto.id),
    posicao: integer('posicao').notNull(),
    votos: integer('votos').notNull(),
  },
  (t) => [primaryKey({ columns: [t.fanpushId, t.pilotoId] })],
);

/**
 * The eligible drivers of a vote and their counters: a row makes the driver votable, `votos`
 * counts the confirmed votes naming him folded in so far (fanpushContagemPendente holds the
 * rest), so the leaderboard reads at most 24 rows. No index on `votos`: the rows of a vote are
 * found by the key and sorted in memory, and the fold's updates stay HOT.
 */
export const fanpushPiloto = pgTable(
  'fanpush_piloto',
  {
    fanpushId: integer('fanpush_id')
      .notNull()
      .references(() => fanpush.id, { onDelete: 'cascade' }),
    pilotoId: integer('piloto_id')
      .notNull()
      .references(() => piloto.id),
    votos: integer('votos').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.fanpushId, t.pilotoId] }),
    check('fanpush_piloto_votos_ck', sql`${t.votos} >= 0`),
  ],
);

/**
 * Picks of confirmed ballots not yet folded into `fanpush_piloto.votos` (issue 13): a
 * confirmation appends its three rows in its own transaction, and a job folds them into the
 * counters about once a second, so no counter row is locked by every confirmation. Readers add
 * these rows to the counters: the totals are exact at any moment. No key and no index: rows
 * are only appended, summed (a second's worth) and deleted all at once.
 */
export const fanpushContagemPendente = pgTable('fanpush_contagem_pendente', {
  fanpushId: integer('fanpush_id').notNull(),
  pilotoId: integer('piloto_id').notNull(),
});

/**
 * A member's vote in a stage: one row per member and vote (the constraint that allows one
 * confirmed vote), pending until the SMS token confirms it. New picks replace pending ones
 * and are bound to the code sent for them (`codigoSmsId`).
 */
export const fanpushVoto = pgTable(
  'fanpush_voto',
  {
    id: serial('id').primaryKey(),
    fanpushId: integer('fanpush_id')
      .notNull()
      .references(() => fanpush.id, { onDelete: 'cascade' }),
    /**
     * Null once the member erased the account: a confirmed ballot stays, anonymous, so
     * published results and the counters never change (the unique key allows many nulls).
     */
    usuarioId: integer('usuario_id').references(() => usuario.id, { onDelete: 'set null' }),
    piloto1Id: integer('piloto1_id').notNull(),
    piloto2Id: integer('piloto2_id').notNull(),
    piloto3Id: integer('piloto3_id').notNull(),
    status: text('status').$type<'pendente' | 'confirmado'>().notNull().default('pendente'),
    codigoSmsId: integer('codigo_sms_id').references(() => codigoSms.id, {
      onDelete: 'set null',
    }),
    criadoEm: instant('criado_em').notNull().defaultNow(),
    confirmadoEm: instant('confirmado_em'),
    /**
     * The ballot's receipt, given when it is confirmed: the member sees it on the profile and
     * finds it in the window's published export (issue 11).
     */
    recibo: text('recibo').unique(),
  },
  (t) => [
    unique('fanpush_voto_usuario_uq').on(t.fanpushId, t.usuarioId),
    index('fanpush_voto_usuario_idx').on(t.usuarioId),
    index('fanpush_voto_codigo_idx').on(t.codigoSmsId),
    // Every pick is an eligible driver of the same vote, and the three are distinct.
    ...[t.piloto1Id, t.piloto2Id, t.piloto3Id].map((col, i) =>
      foreignKey({
        name: `fanpush_voto_piloto${i + 1}_fk`,
        columns: [t.fanpushId, col],
        foreignColumns: [fanpushPiloto.fanpushId, fanpushPiloto.pilotoId],
      }),
    ),
    check(
      'fanpush_voto_distintos_ck',
      sql`${t.piloto1Id} <> ${t.piloto2Id} and ${t.piloto1Id} <> ${t.piloto3Id} and ${t.piloto2Id} <> ${t.piloto3Id}`,
    ),
    check('fanpush_voto_status_ck', sql`${t.status} in ('pendente', 'confirmado')`),
    check(
      'fanpush_voto_confirmado_ck',
      sql`(${t.status} = 'confirmado') = (${t.confirmadoEm} is not null) and (${t.status} = 'confirmado') = (${t.recibo} is not null)`,
    ),
  ],
);
