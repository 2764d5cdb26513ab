import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sessaoFamilia, sessaoToken } from '../../db/schema/index.ts';
import { randomSecret, sha256 } from '../../lib/secrets.ts';

/**
 * Refresh tokens: opaque secrets in an HttpOnly cookie, stored as SHA-256, rotated on every
 * use. A login starts a family; reusing a token that was already exchanged (outside a short
 * grace window for two tabs refreshing at once) revokes the family (issue 5).
 */

export const REFRESH_COOKIE = 'stockclub_rt';
export const REFRESH_COOKIE_PATH = '/api/v1/Autenticacao';
export const REFRESH_TTL_SECONDS = 30 * 24 * 60 * 60;

/** Cookie options; Secure whenever the site is served over https (PUBLIC_URL). */
export function refreshCookieOptions(publicUrl: string) {
  return {
    httpOnly: true,
    secure: publicUrl.startsWith('https:'),
    sameSite: 'strict' as const,
    path: REFRESH_COOKIE_PATH,
  };
}

export interface IssuedToken {
  familyId: string;
  usuarioId: number;
  token: string;
}

async function addToken(db: Db, familyId: string): Promise<string> {
  const token = randomSecret();
  await db.insert(sessaoToken).values({
    familiaId: familyId,
    tokenHash: sha256(token),
    expiraEm: new Date(Date.now() + REFRESH_TTL_SECONDS * 1000),
  });
  return token;
}

/** How much of the User-Agent a session keeps: enough to name the device, no more. */
export const DEVICE_MAX_LENGTH = 200;

/**
 * A new session (login): a family and its first token. `device` is the login's User-Agent,
 * shown in the member's list of sessions (issue 12).
 */
export async function startSession(db: Db, usuarioId: number, device = ''): Promise<IssuedToken> {
  const familyId = randomUUID();
  const dispositivo = device.trim().slice(0, DEVICE_MAX_LENGTH);
  await db.insert(sessaoFamilia).values({ id: familyId, usuarioId, dispositivo });
  return { familyId, usuarioId, token: await addToken(db, familyId) };
}

export type RotateResult = { status: 'ok'; issued: IssuedToken } | { status: 'invalid' | 'reused' };

/** Exchanges a refresh token for the next one of its family. */
export async function rotate(db: Db, token: string, graceSeconds: number): Promise<RotateResult> {
  const [row] = await db
    .select({
      id: sessaoToken.id,
      familyId: sessaoToken.familiaId,
      expiraEm: sessaoToken.expiraEm,
      substituidoEm: sessaoToken.substituidoEm,
      revogadaEm: sessaoFamilia.revogadaEm,
      usuarioId: sessaoFamilia.usuarioId,
    })
    .from(sessaoToken)
    .innerJoin(sessaoFamilia, eq(sessaoFamilia.id, sessaoToken.familiaId))
    .where(eq(sessaoToken.tokenHash, sha256(token)));
  if (!row || row.revogadaEm || row.expiraEm.getTime() <= Date.now()) return { status: 'invalid' };
  const now = new Date();
  let replacedAt = row.substituidoEm;
  if (!replacedAt) {
    // Only one concurrent request wins the exchange; the other sees it as replaced just now.
    const won = await db
      .update(sessaoToken)
      .set({ substituidoEm: now })
      .where(and(eq(sessaoToken.id, row.id), isNull(sessaoToken.substituidoEm)))
      .returning({ id: sessaoToken.id });
    if (won.length === 0) replacedAt = now;
  }
  if (replacedAt && now.getTime() - replacedAt.getTime() > graceSeconds * 1000) {
    await revokeFamily(db, row.familyId, 'reuso');
    return { status: 'reused' };
  }
  const next = await addToken(db, row.familyId);
  await db
    .update(sessaoFamilia)
    .set({ ultimoUsoEm: now })
    .where(eq(sessaoFamilia.id, row.familyId));
  return {
    status: 'ok',
    issued: { familyId: row.familyId, usuarioId: row.usuarioId, token: next },
  };
}

export async function revokeFamily(db: Db, familyId: string, motivo: string) {
  await db
    .update(sessaoFamilia)
    .set({ revogadaEm: new Date(), motivo })
    .where(and(eq(sessaoFamilia.id, familyId), isNull(sessaoFamilia.revogadaEm)));
}

/** Ends every session of a member (logout, password reset or change, e-mail change). */
export async function revokeAllSessions(db: Db, usuarioId: number, motivo: string) {
  await db
    .update(sessaoFamilia)
    .set({ revogadaEm: new Date(), motivo })
    .where(and(eq(sessaoFamilia.usuarioId, usuarioId), isNull(sessaoFamilia.revogadaEm)));
}

/** The family an access token belongs to is still alive. */
export async function isSessionActive(db: Db, familyId: string, usuarioId: number) {
  const [row] = await db
    .select({ id: sessaoFamilia.id })
    .from(sessaoFamilia)
    .where(
      and(
        eq(sessaoFamilia.id, familyId),
        eq(sessaoFamilia.usuarioId, usuarioId),
        isNull(sessaoFamilia.revogadaEm),
      ),
    );
  return row !== undefined;
}

/**
 * The live session a refresh token belongs to (logout with only the cookie): undefined when
 * the token is unknown or expired or its session has ended.
 */
export async function liveSessionOfToken(db: Db, token: string) {
  const [row] = await db
    .select({ familyId: sessaoToken.familiaId, usuarioId: sessaoFamilia.usuarioId })
    .from(sessaoToken)
    .innerJoin(sessaoFamilia, eq(sessaoFamilia.id, sessaoToken.familiaId))
    .where(
      and(
        eq(sessaoToken.tokenHash, sha256(token)),
        gt(sessaoToken.expiraEm, new Date()),
        isNull(sessaoFamilia.revogadaEm),
      ),
    );
  return row;
}
