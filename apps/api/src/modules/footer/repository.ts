import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { logoParceiro, rodapeItem } from '../../db/schema/index.ts';

export function findFooterItems(db: Db, idCategoria: number) {
  return db
    .select()
    .from(rodapeItem)
    .where(eq(rodapeItem.categoriaId, idCategoria))
    .orderBy(asc(rodapeItem.ordem), asc(rodapeItem.id));
}

export function findPartnerLogos(db: Db, idCategoria: number) {
  return db
    .select()
    .from(logoParceiro)
    .where(eq(logoParceiro.categoriaId, idCategoria))
    .orderBy(asc(logoParceiro.ordem), asc(logoParceiro.id));
}
