import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The console's image library (issue 10): each upload re-encoded once into responsive widths,
 * WebP and JPEG, stored under `media/imagens/<chave>/<largura>.webp|jpg`.
 */
export const imagem = pgTable(
  'imagem',
  {
    id: serial('id').primaryKey(),
    /** The folder of the image's files; never reused. */
    chave: uuid('chave').notNull().unique(),
    alt: text('alt').notNull(),
    /** The original's size after EXIF rotation. */
    largura: integer('largura').notNull(),
    altura: integer('altura').notNull(),
    /** Widths produced, ascending; each exists as WebP and JPEG. */
    larguras: integer('larguras')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    /** Who uploaded it (the staff table's id; the reference is added with that table). */
    staffId: integer('staff_id'),
    versao: integer('versao').notNull().default(1),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('imagem_criado_em_idx').on(t.criadoEm.desc().nullsFirst())],
);
