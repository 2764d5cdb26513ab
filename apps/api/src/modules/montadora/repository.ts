import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { inscricao, maquina, montadora } from '../../db/schema/index.ts';

export function findManufacturers(db: Db, categoriaId: number) {
  return db
    .selectDistinct({ montadora })
    .from(montadora)
    .innerJoin(inscricao, eq(inscricao.montadoraId, montadora.id))
    .where(eq(inscricao.categoriaId, categoriaId))
    .orderBy(asc(montadora.nome));
}

export function findMachines(db: Db) {
  return db
    .select({ maquina, montadora })
    .from(maquina)
    .innerJoin(montadora, eq(montadora.id, maquina.montadoraId))
    .orderBy(asc(maquina.nome));
}
