import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNotNull, isNull } from 'drizzle-orm';
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

/**
 * Members and staff (issue 10) share the mechanism; a session belongs to one audience, and a
 * token of one audience is never accepted by the other's routes.
 */
export type Audience = 'member' | 'staff';

const ownerColumn = (audience: Audience) =>
  audience === 'member' ? sessaoFamilia.usuarioId : sessaoFamilia.staffId;

/** `ownerId` is the member's id, or the staff account's for staff sessions. */
export interface IssuedToken {
  familyId: string;
  ownerId: number;
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
export async function startSession(
  db: Db,
  ownerId: number,
  device = '',
  audience: Audience = 'member',
): Promise<IssuedToken> {
  const familyId = randomUUID();
  const dispositivo = device.trim().slice(0, DEVICE_MAX_LENGTH);
  const owner = audience === 'member' ? { usuarioId: ownerId } : { staffId: ownerId };
  await db.insert(sessaoFamilia).values({ id: familyId, ...owner, dispositivo });
  return { familyId, ownerId, token: await addToken(db, familyId) };
}

export type RotateResult = { status: 'ok'; issued: IssuedToken } | { status: 'invalid' | 'reused' };

/** Exchanges a refresh token for the next one of its family. */
export async function rotate(
  db: Db,
  token: string,
  graceSeconds: number,
  audience: Audience = 'member',
): Promise<RotateResult> {
  const [row] = await db
    .select({
      id: sessaoToken.id,
      familyId: sessaoToken.familiaId,
      expiraEm: sessaoToken.expiraEm,
      substituidoEm: sessaoToken.substituidoEm,
      revogadaEm: sessaoFamilia.revogadaEm,
      ownerId: ownerColumn(audience),
    })
    .from(sessaoToken)
    .innerJoin(sessaoFamilia, eq(sessaoFamilia.id, sessaoToken.familiaId))
    .where(and(eq(sessaoToken.tokenHash, sha256(token)), isNotNull(ownerColumn(audience))));
  if (!row || row.ownerId === null || row.revogadaEm || row.expiraEm.getTime() <= Date.now())
    return { status: 'invalid' };
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
    issued: { familyId: row.familyId, ownerId: row.ownerId, token: next },
  };
}

export async function revokeFamily(db: Db, familyId: string, motivo: string) {
  await db
    .update(sessaoFamilia)
    .set({ revogadaEm: new Date(), motivo })
    .where(and(eq(sessaoFamilia.id, familyId), isNull(sessaoFamilia.revogadaEm)));
}

/**
 * Ends every session of a member (logout, password reset or change, e-mail change) or of a
 * staff account (deactivated, role changed).
 */
export async function revokeAllSessions(
  db: Db,
  ownerId: number,
  motivo: string,
  audience: Audience = 'member',
) {
  await db
    .update(sessaoFamilia)
    .set({ revogadaEm: new Date(), motivo })
    .where(and(eq(ownerColumn(audience), ownerId), isNull(sessaoFamilia.revogadaEm)));
}

/** The family an access token belongs to is still alive. */
export async function isSessionActive(
  db: Db,
  familyId: string,
  ownerId: number,
  audience: Audience = 'member',
) {
  const [row] = await db
    .select({ id: sessaoFamilia.id })
    .from(sessaoFamilia)
    .where(
      and(
        eq(sessaoFamilia.id, familyId),
        eq(ownerColumn(audience), ownerId),
        isNull(sessaoFamilia.revogadaEm),
      ),
    );
  return row !== undefined;
}

/**
 * The live session a refresh token belongs to (logout with only the cookie): undefined when
 * the token is unknown or expired or its session has ended.
 */
export async function liveSessionOfToken(db: Db, token: string, audience: Audience = 'member') {
  const [row] = await db
    .select({ familyId: sessaoToken.familiaId, ownerId: ownerColumn(audience) })
    .from(sessaoToken)
    .innerJoin(sessaoFamilia, eq(sessaoFamilia.id, sessaoToken.familiaId))
    .where(
      and(
        eq(sessaoToken.tokenHash, sha256(token)),
        isNotNull(ownerColumn(audience)),
        gt(sessaoToken.expiraEm, new Date()),
        isNull(sessaoFamilia.revogadaEm),
      ),
    );
  return row;
}
