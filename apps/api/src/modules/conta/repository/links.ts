import { and, eq, gt, isNull, count } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { linkEmail } from '../../../db/schema/index.ts';
import { randomSecret, sameDigest, sha256 } from '../../../lib/secrets.ts';

export type LinkKind = 'ativacao' | 'responsavel' | 'reset' | 'revogacao-responsavel';

/**
 * How long each e-mailed link works (issue 5). The guardian's revocation link works until the
 * member turns 18 (issue 12): its caller sets that moment; 7 days only without a birth date.
 */
export const LINK_TTL_MS: Record<LinkKind, number> = {
  ativacao: 24 * 60 * 60 * 1000,
  responsavel: 7 * 24 * 60 * 60 * 1000,
  reset: 30 * 60 * 1000,
  'revogacao-responsavel': 7 * 24 * 60 * 60 * 1000,
};

/** Creates a single-use link secret (and, for a reset, its code); only hashes are stored. */
export async function createLink(
  db: Db,
  values: { usuarioId: number; tipo: LinkKind; destino: string },
  expiraEm = new Date(Date.now() + LINK_TTL_MS[values.tipo]),
) {
  const hash = randomSecret();
  const code = values.tipo === 'reset' ? randomSecret() : undefined;
  await db.insert(linkEmail).values({
    ...values,
    tokenHash: sha256(hash),
    codigoHash: code ? sha256(code) : null,
    expiraEm,
  });
  return { hash, code };
}

/**
 * Uses a link once: the member it belongs to, or undefined when the link is unknown, of
 * another kind, expired, already used or (reset) given with a wrong code.
 */
export async function consumeLink(
  db: Db,
  tipo: LinkKind,
  hash: string,
  code?: string,
): Promise<{ usuarioId: number; destino: string } | undefined> {
  const [row] = await db
    .select()
    .from(linkEmail)
    .where(and(eq(linkEmail.tokenHash, sha256(hash)), eq(linkEmail.tipo, tipo)));
  if (!row || row.usadoEm || row.expiraEm.getTime() <= Date.now()) return undefined;
  if (row.codigoHash !== null && !sameDigest(row.codigoHash, sha256(code ?? ''))) return undefined;
  const used = await db
    .update(linkEmail)
    .set({ usadoEm: new Date() })
    .where(and(eq(linkEmail.id, row.id), isNull(linkEmail.usadoEm)))
    .returning({ id: linkEmail.id });
  return used.length === 1 ? { usuarioId: row.usuarioId, destino: row.destino } : undefined;
}

/** Deletes a link that could not be e-mailed: it must neither work nor count as sent. */
export async function dropLink(db: Db, hash: string) {
  await db.delete(linkEmail).where(eq(linkEmail.tokenHash, sha256(hash)));
}

/** Voids a member's unused links of one kind (a new one replaces them). */
export async function voidLinks(db: Db, usuarioId: number, tipo: LinkKind) {
  await db
    .update(linkEmail)
    .set({ usadoEm: new Date() })
    .where(
      and(eq(linkEmail.usuarioId, usuarioId), eq(linkEmail.tipo, tipo), isNull(linkEmail.usadoEm)),
    );
}

/** Links of one kind sent to a member since a moment (e-mail rate limits). */
export async function linksSentSince(db: Db, usuarioId: number, tipo: LinkKind, since: Date) {
  const [row] = await db
    .select({ n: count() })
    .from(linkEmail)
    .where(
      and(
        eq(linkEmail.usuarioId, usuarioId),
        eq(linkEmail.tipo, tipo),
        gt(linkEmail.criadoEm, since),
      ),
    );
  return row?.n ?? 0;
}

/** The newest link of a kind still waiting to be used (expired or not). */
export async function hasUnexpiredLink(db: Db, usuarioId: number, tipo: LinkKind) {
  const [row] = await db
    .select({ id: linkEmail.id })
    .from(linkEmail)
    .where(
      and(
        eq(linkEmail.usuarioId, usuarioId),
        eq(linkEmail.tipo, tipo),
        isNull(linkEmail.usadoEm),
        gt(linkEmail.expiraEm, new Date()),
      ),
    )
    .limit(1);
  return row !== undefined;
}
