import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { beneficio } from '../../db/schema/index.ts';

export function listGifts(db: Db) {
  return db
    .select({ id: beneficio.id, nome: beneficio.nome, urlImagem: beneficio.urlImagem })
    .from(beneficio)
    .where(eq(beneficio.ativo, true))
    .orderBy(asc(beneficio.ordem), asc(beneficio.id));
}

export async function findGift(db: Db, id: number) {
  const [row] = await db
    .select()
    .from(beneficio)
    .where(and(eq(beneficio.id, id), eq(beneficio.ativo, true)));
  return row;
}
