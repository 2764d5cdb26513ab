import { and, asc, desc, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { banner, popup } from '../../db/schema/index.ts';

export function findActiveBanners(db: Db, idCategoria: number) {
  return db
    .select()
    .from(banner)
    .where(and(eq(banner.categoriaId, idCategoria), eq(banner.ativo, true)))
    .orderBy(asc(banner.ordem), asc(banner.id));
}

/** The newest popup whose window contains now. */
export async function findCurrentPopup(db: Db, idCategoria: number) {
  const now = sql`now()`;
  const [row] = await db
    .select()
    .from(popup)
    .where(
      and(
        eq(popup.categoriaId, idCategoria),
        or(isNull(popup.inicio), lte(popup.inicio, now)),
        or(isNull(popup.fim), gt(popup.fim, now)),
      ),
    )
    .orderBy(desc(popup.id))
    .limit(1);
  return row;
}
