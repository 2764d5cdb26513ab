import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Candidato } from '@stockcar/shared/schemas/comercial';
import type { Db } from '../../db/client.ts';
import { candidato, rhArea, rhDepoimento } from '../../db/schema/index.ts';

export function findAreas(db: Db) {
  return db.select().from(rhArea).orderBy(asc(rhArea.ordem), asc(rhArea.id));
}

export async function findArea(db: Db, id: number) {
  const [row] = await db.select().from(rhArea).where(eq(rhArea.id, id));
  return row;
}

export function findTestimonials(db: Db) {
  return db.select().from(rhDepoimento).orderBy(asc(rhDepoimento.ordem), asc(rhDepoimento.id));
}

export async function insertCandidate(db: Db, c: Candidato) {
  const [row] = await db
    .insert(candidato)
    .values({ ...c, areaId: c.idArea, notificadoEm: null })
    .returning({ id: candidato.id });
  return row?.id ?? 0;
}

export async function findCandidate(db: Db, id: number) {
  const [row] = await db.select().from(candidato).where(eq(candidato.id, id));
  return row;
}

/** Attaches the CV unless the candidate has one already; false when another upload won. */
export async function attachCv(
  db: Db,
  id: number,
  cv: { key: string; originalName: string; mime: string },
): Promise<boolean> {
  const updated = await db
    .update(candidato)
    .set({
      cvArquivo: cv.key,
      cvNomeOriginal: cv.originalName,
      cvTipo: cv.mime,
      cvRecebidoEm: new Date(),
    })
    .where(and(eq(candidato.id, id), isNull(candidato.cvArquivo)))
    .returning({ id: candidato.id });
  return updated.length === 1;
}
