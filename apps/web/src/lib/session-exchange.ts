import {
  AccessTokenResponseSchema,
  type AccessTokenResponse,
} from '@stockcar/shared/schemas/usuario-sessao';
import {
  clearAccessToken,
  LOGOUT_PATH,
  REFRESH_PATH,
  setAccessToken,
  type RefreshOutcome,
} from './access-token.ts';
import { contractError } from './contract-check.ts';
import { getRuntimeConfig } from './runtime-config.ts';

/*
 * The session's endpoints (docs/decisions/0005), loaded by access-token.ts when a member's tab
 * first needs them.
 */

/** Trades the refresh cookie for a new access token (access-token.ts shares one at a time). */
export async function exchangeRefreshCookie(): Promise<RefreshOutcome> {
  const { apiBaseUrl, apiKey } = getRuntimeConfig();
  try {
    const response = await fetch(`${apiBaseUrl}${REFRESH_PATH}`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'x-api-key': apiKey, accept: 'application/json' },
    });
    const answer: unknown = response.ok ? await response.json() : undefined;
    if (response.status === 401) {
      clearAccessToken();
      return 'expired';
    }
    if (!response.ok || contractError(import.meta.env.DEV && AccessTokenResponseSchema, answer)) {
      return 'unreachable';
    }
    setAccessToken(answer as AccessTokenResponse);
    return 'renewed';
  } catch (error) {
    // Offline or the server is down: the session may still be fine, keep what we have.
    console.warn('Sessão não renovada', error);
    return 'unreachable';
  }
}

/** Asks the server to end the session (every tab of this browser); best effort. */
export function sendLogout(): void {
  const { apiBaseUrl, apiKey } = getRuntimeConfig();
  void fetch(`${apiBaseUrl}${LOGOUT_PATH}`, {
    method: 'POST',
    credentials: 'same-origin',
    keepalive: true,
    headers: { 'x-api-key': apiKey },
  }).catch((error: unknown) => console.warn('Logout não enviado', error));
}
