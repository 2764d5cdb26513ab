import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/** The people who run the championship: staff accounts, their set-up links, the audit log (issue 10). */

const instant = (name: string) => timestamp(name, { withTimezone: true });

export const staff = pgTable(
  'staff',
  {
    id: serial('id').primaryKey(),
    /** Trimmed and lower-cased. */
    email: text('email').notNull().unique('staff_email_uq'),
    nome: text('nome').notNull(),
    papel: text('papel').notNull(),
    /** argon2id, PHC string; null until the set-up link is used. */
    senhaHash: text('senha_hash'),
    /** The TOTP secret, AES-256-GCM under STAFF_TOTP_KEY (iv.tag.data, base64url); null until set up. */
    totpSegredo: text('totp_segredo'),
    /** The last accepted TOTP time step: a code is never accepted twice. */
    totpUltimoPasso: integer('totp_ultimo_passo'),
    ativo: boolean('ativo').notNull().default(true),
    versao: integer('versao').notNull().default(1),
    criadoEm: instant('criado_em').notNull().defaultNow(),
  },
  (t) => [
    check(
      'staff_papel_ck',
      sql`${t.papel} in ('admin','editor','marketing','commercial','club','race-control')`,
    ),
  ],
);

/** One-time set-up links: the secret is stored as SHA-256; the TOTP secret waits here until confirmed. */
export const staffConvite = pgTable(
  'staff_convite',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique('staff_convite_hash_uq'),
    /** The authenticator secret offered by this link (encrypted like staff.totp_segredo). */
    totpSegredo: text('totp_segredo').notNull(),
    expiraEm: instant('expira_em').notNull(),
    usadoEm: instant('usado_em'),
    criadoEm: instant('criado_em').notNull().defaultNow(),
  },
  (t) => [index('staff_convite_staff_idx').on(t.staffId)],
);

/**
 * Every write of the console, append-only (a trigger refuses UPDATE and DELETE): who, when,
 * with which role, on what, before and after, from where.
 */
export const auditoria = pgTable(
  'auditoria',
  {
    id: serial('id').primaryKey(),
    em: instant('em').notNull().defaultNow(),
    /** Kept as a plain number: the log outlives a removed account. */
    staffId: integer('staff_id'),
    staffEmail: text('staff_email').notNull(),
    papel: text('papel').notNull(),
    entidade: text('entidade').notNull(),
    entidadeId: text('entidade_id').notNull(),
    acao: text('acao').notNull(),
    antes: jsonb('antes'),
    depois: jsonb('depois'),
    ip: text('ip').notNull().default(''),
  },
  (t) => [
    index('auditoria_em_idx').on(t.em),
    index('auditoria_entidade_idx').on(t.entidade, t.entidadeId),
    index('auditoria_staff_idx').on(t.staffId),
  ],
);
