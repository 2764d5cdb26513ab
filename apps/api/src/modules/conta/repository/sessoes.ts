import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { sessaoFamilia, sessaoToken } from '../../../db/schema/index.ts';

/** A member's sessions (refresh families), as the page lists them and the export keeps them. */

/** When a family's newest refresh token expires: past it, nobody can use the session again. */
const expiresAt = sql<Date>`max(${sessaoToken.expiraEm})`.mapWith(sessaoToken.expiraEm);

/** The member's sessions still alive: not ended, and with a refresh token not yet expired. */
export function liveSessions(db: Db, usuarioId: number) {
  return db
    .select({
      id: sessaoFamilia.id,
      dispositivo: sessaoFamilia.dispositivo,
      criadoEm: sessaoFamilia.criadoEm,
      ultimoUsoEm: sessaoFamilia.ultimoUsoEm,
    })
    .from(sessaoFamilia)
    .innerJoin(sessaoToken, eq(sessaoToken.familiaId, sessaoFamilia.id))
    .where(and(eq(sessaoFamilia.usuarioId, usuarioId), isNull(sessaoFamilia.revogadaEm)))
    .groupBy(sessaoFamilia.id)
    .having(gt(expiresAt, new Date()))
    .orderBy(desc(sessaoFamilia.ultimoUsoEm), desc(sessaoFamilia.criadoEm));
}

/** Every session the member ever had, ended ones included (the export). */
export function allSessions(db: Db, usuarioId: number) {
  return db
    .select()
    .from(sessaoFamilia)
    .where(eq(sessaoFamilia.usuarioId, usuarioId))
    .orderBy(desc(sessaoFamilia.criadoEm));
}

/** Ends one of the member's own sessions; false when it is not theirs or already ended. */
export async function endSession(db: Db, usuarioId: number, familyId: string) {
  const ended = await db
    .update(sessaoFamilia)
    .set({ revogadaEm: new Date(), motivo: 'encerrada-pelo-titular' })
    .where(
      and(
        eq(sessaoFamilia.id, familyId),
        eq(sessaoFamilia.usuarioId, usuarioId),
        isNull(sessaoFamilia.revogadaEm),
      ),
    )
    .returning({ id: sessaoFamilia.id });
  return ended.length === 1;
}
