import { and, desc, eq, gt, ne, or } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { usuario, usuarioResposta } from '../../../db/schema/index.ts';

export type Usuario = typeof usuario.$inferSelect;
export type NewMember = typeof usuario.$inferInsert;

/** A new member and the sign-up's profile answers (inside the caller's transaction). */
export async function insertMember(
  db: Db,
  values: NewMember,
  answers: { idPesquisaPerfil: number; resposta: string }[],
): Promise<Usuario> {
  const [u] = await db.insert(usuario).values(values).returning();
  if (!u) throw new Error('member not created');
  await db.insert(usuarioResposta).values(
    answers.map((a) => ({
      usuarioId: u.id,
      idPesquisaPerfil: a.idPesquisaPerfil,
      resposta: a.resposta,
    })),
  );
  return u;
}

/** Deletes an account and, by its foreign keys, everything that hangs on it. */
export async function deleteMember(db: Db, id: number) {
  await db.delete(usuario).where(eq(usuario.id, id));
}

export async function findMember(db: Db, id: number): Promise<Usuario | undefined> {
  const [row] = await db.select().from(usuario).where(eq(usuario.id, id));
  return row;
}

export async function findMemberByEmail(db: Db, email: string): Promise<Usuario | undefined> {
  const [row] = await db.select().from(usuario).where(eq(usuario.email, email));
  return row;
}

/** Another account already holds this e-mail or CPF (digits); `exceptId` skips the member. */
export async function emailOrCpfTaken(
  db: Db,
  values: { email?: string; cpf?: string | null },
  exceptId?: number,
) {
  const conditions = [
    values.email ? eq(usuario.email, values.email) : undefined,
    values.cpf ? eq(usuario.cpf, values.cpf) : undefined,
  ].filter((c) => c !== undefined);
  if (conditions.length === 0) return false;
  const [row] = await db
    .select({ id: usuario.id })
    .from(usuario)
    .where(and(or(...conditions), exceptId === undefined ? undefined : ne(usuario.id, exceptId)))
    .limit(1);
  return row !== undefined;
}

/** The newest foreign sign-up of the last 24 h still waiting for its SMS code on this phone. */
export async function pendingSignUpByPhone(db: Db, telefone: string) {
  const [row] = await db
    .select()
    .from(usuario)
    .where(
      and(
        eq(usuario.telefone, telefone),
        eq(usuario.codigoSmsPendente, true),
        gt(usuario.criadoEm, new Date(Date.now() - 24 * 60 * 60 * 1000)),
      ),
    )
    .orderBy(desc(usuario.criadoEm))
    .limit(1);
  return row;
}

export async function updateMember(db: Db, id: number, values: Partial<NewMember>) {
  const [row] = await db
    .update(usuario)
    .set({ ...values, atualizadoEm: new Date() })
    .where(eq(usuario.id, id))
    .returning();
  if (!row) throw new Error(`member ${id} vanished`);
  return row;
}

/** A unique violation of PostgreSQL (two sign-ups racing for one e-mail or CPF). */
export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } } | undefined;
  return e?.code === '23505' || e?.cause?.code === '23505';
}
