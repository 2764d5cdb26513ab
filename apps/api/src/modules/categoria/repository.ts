import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { categoria, menuItem } from '../../db/schema/index.ts';

export function findCategoria(db: Db, id: number) {
  return db.query.categoria.findFirst({ where: eq(categoria.id, id) });
}

/** Superior items (one per category) and the principal menu of one category, in order. */
export function findMenuItems(db: Db, idCategoria: number) {
  return db
    .select()
    .from(menuItem)
    .where(
      or(
        eq(menuItem.grupo, 'superior'),
        and(eq(menuItem.grupo, 'principal'), eq(menuItem.categoriaId, idCategoria)),
      ),
    )
    .orderBy(asc(menuItem.ordem), asc(menuItem.id));
}

/**
 * The category's 'Ingressos' main-menu item, if any: ticket sales are open when the menu links
 * to them, so the ticket button (public-site.md §3) follows it.
 */
export function findTicketMenuItem(db: Db, idCategoria: number) {
  return db.query.menuItem.findFirst({
    where: and(
      eq(menuItem.categoriaId, idCategoria),
      eq(menuItem.grupo, 'principal'),
      sql`lower(${menuItem.titulo}->>'pt-br') = 'ingressos'`,
    ),
    orderBy: [asc(menuItem.ordem), asc(menuItem.id)],
  });
}
