import { and, asc, desc, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { banner, popup } from '../../db/schema/index.ts';

/** Active banners whose display window contains now, in order. */
export function findActiveBanners(db: Db, idCategoria: number) {
  const now = sql`now()`;
  return db
    .select()
    .from(banner)
    .where(
      and(
        eq(banner.categoriaId, idCategoria),
        eq(banner.ativo, true),
        or(isNull(banner.inicio), lte(banner.inicio, now)),
        or(isNull(banner.fim), gt(banner.fim, now)),
      ),
    )
    .orderBy(asc(banner.ordem), asc(banner.id));
}

/** The popup whose window contains now: the lowest order first, then the newest. */
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
    .orderBy(asc(popup.ordem), desc(popup.id))
    .limit(1);
  return row;
}
