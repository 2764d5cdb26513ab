import type { AccessTokenResponse } from '@stockcar/shared/schemas/usuario-sessao';

/*
 * The member's access token lives in this module's memory only (docs/decisions/0005): a script
 * injection cannot read it from storage, and a reload gets a new one from the refresh cookie
 * (HttpOnly, path /api/v1/Autenticacao) through `refreshAccessToken`.
 */

export const REFRESH_PATH = '/Autenticacao/refresh';
export const LOGOUT_PATH = '/Autenticacao/logout';

/** Renew this long before the token expires, so a call never leaves with a dying token. */
const EXPIRY_MARGIN_MS = 30_000;

/** What a refresh learned: a new token, no session any more, or no answer (offline). */
export type RefreshOutcome = 'renewed' | 'expired' | 'unreachable';

// The calls to the session's endpoints serve members only: a visitor's first download goes
// without them (e2e/home-bundle.ts). A member's tab loads them with its first token, so a
// logout does not wait for a download as the page leaves for the login.
const exchange = () => import('./session-exchange.ts');

let current: { token: string; expiresAt: number } | null = null;
let refreshing: Promise<RefreshOutcome> | null = null;

export function setAccessToken({ accessToken, expiresIn }: AccessTokenResponse): void {
  current = { token: accessToken, expiresAt: Date.now() + expiresIn * 1000 };
  // Offline the module comes later, when a refresh or the logout asks for it.
  exchange().catch(() => undefined);
}

export function clearAccessToken(): void {
  current = null;
}

/** The token while it has more than the margin left, else null. */
export function currentAccessToken(): string | null {
  if (!current || current.expiresAt - EXPIRY_MARGIN_MS <= Date.now()) return null;
  return current.token;
}

/**
 * One refresh at a time per tab: parallel calls share it, because each exchange rotates the
 * cookie and a second exchange of the same cookie would look like a stolen token.
 */
export function refreshAccessToken(): Promise<RefreshOutcome> {
  refreshing ??= exchange()
    .then(
      ({ exchangeRefreshCookie }) => exchangeRefreshCookie(),
      // The module did not come (offline): the session may still be fine, keep what we have.
      (): RefreshOutcome => 'unreachable',
    )
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
}

/** Ends the server session (every tab of this browser); best effort, the page goes on. */
export function revokeServerSession(): void {
  current = null;
  void exchange().then(
    ({ sendLogout }) => sendLogout(),
    (error: unknown) => console.warn('Logout não enviado', error),
  );
}
