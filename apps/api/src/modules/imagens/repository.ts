import { count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { ImagensQuery } from '@stockcar/shared/schemas/admin/imagens';
import type { Db } from '../../db/client.ts';
import { foldAccents, imagem } from '../../db/schema/index.ts';
import { independentReads } from '../../db/independent-reads.ts';

export type ImagemRow = typeof imagem.$inferSelect;
export type NovaImagem = typeof imagem.$inferInsert;

export async function insertImage(db: Db, values: NovaImagem): Promise<ImagemRow> {
  const [row] = await db.insert(imagem).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function findImage(db: Db, id: number) {
  const [row] = await db.select().from(imagem).where(eq(imagem.id, id));
  return row;
}

/** The library, newest first; `q` matches words of the alt text, accents and case ignored. */
export async function listImages(db: Db, { pagina, porPagina, q }: ImagensQuery) {
  const where: SQL | undefined = q
    ? sql`strpos(${foldAccents(sql`${imagem.alt}`)}, ${foldAccents(sql`${q}`)}) > 0`
    : undefined;
  const [itens, [totals]] = await independentReads(db, [
    () =>
      db
        .select()
        .from(imagem)
        .where(where)
        .orderBy(desc(imagem.criadoEm), desc(imagem.id))
        .limit(porPagina)
        .offset((pagina - 1) * porPagina),
    () => db.select({ total: count() }).from(imagem).where(where),
  ]);
  return { itens, total: totals?.total ?? 0 };
}
