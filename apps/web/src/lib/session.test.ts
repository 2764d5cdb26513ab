import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@stockcar/shared/constants';
import { signInForTest, TEST_MEMBER as member } from '../testing/member-session.ts';
import { installRuntimeConfig } from '../testing/runtime-config.ts';
import { currentAccessToken, setAccessToken } from './access-token.ts';
import {
  getTicketButton,
  getUser,
  isSignedIn,
  logout,
  resumeSession,
  ROUTER_UPDATE_EVENT,
  setSessionNavigator,
  signIn,
} from './session.ts';
import { useSession } from './use-session.ts';
import { answerRequests } from '../testing/fake-api.ts';

let navigate: ReturnType<typeof vi.fn<(to: string) => void>>;
let routerUpdates: ReturnType<typeof vi.fn<() => void>>;

beforeEach(async () => {
  await installRuntimeConfig();
  answerRequests(() => new Response(null, { status: 204 }));
  // Spied through to the fake API: these tests check what the session layer hands to fetch.
  vi.spyOn(globalThis, 'fetch');
  navigate = vi.fn<(to: string) => void>();
  setSessionNavigator(navigate);
  routerUpdates = vi.fn<() => void>();
  window.addEventListener(ROUTER_UPDATE_EVENT, routerUpdates);
});

afterEach(() => {
  window.removeEventListener(ROUTER_UPDATE_EVENT, routerUpdates);
  setSessionNavigator(() => undefined);
});

describe('session defaults (public-site.md §3)', () => {
  it('starts logged out with idUsuario -1 and empty strings', () => {
    expect(getUser()).toMatchObject({ idUsuario: -1, foto: '', cpf: '', cadastroCompleto: false });
    expect(currentAccessToken()).toBeNull();
    expect(isSignedIn()).toBe(false);
  });

  it('hides the ticket button by default', () => {
    expect(getTicketButton()).toEqual({ show: false, link: '' });
  });

  it('treats a corrupt stored user as logged out', () => {
    localStorage.setItem(STORAGE_KEYS.user, '{not json');
    expect(getUser().idUsuario).toBe(-1);
  });
});

describe('signIn (a successful profile load)', () => {
  it('stores the user and broadcasts a router update', () => {
    signIn(member);
    expect(getUser()).toMatchObject({ idUsuario: 42, name: 'Ana' });
    expect(routerUpdates).toHaveBeenCalledTimes(1);
  });
});

describe('logout (public-site.md §4)', () => {
  it('resets the user, drops token, user and votosLocais, broadcasts and goes to login', async () => {
    signInForTest('jwt', member);
    localStorage.setItem(STORAGE_KEYS.localVotes, '[1,2,3]');
    localStorage.setItem('unrelated', 'kept');
    routerUpdates.mockClear();

    logout();

    expect(currentAccessToken()).toBeNull();
    // The server ends the session too (the refresh cookie's family), once the module with the
    // session's calls has loaded (lib/session-exchange.ts).
    await vi.waitFor(() =>
      expect(fetch).toHaveBeenCalledWith(
        '/api/v1/Autenticacao/logout',
        expect.objectContaining({ method: 'POST', credentials: 'same-origin' }),
      ),
    );
    expect(localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.localVotes)).toBeNull();
    expect(localStorage.getItem('unrelated')).toBe('kept');
    expect(getUser()).toMatchObject({ idUsuario: -1, name: '', cadastroCompleto: false });
    expect(routerUpdates).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/stockclub/login');
  });

  it('leaves a visitor who was never signed in where they are', () => {
    logout();
    expect(navigate).not.toHaveBeenCalled();
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('resumeSession (access token in memory, refresh cookie: spec-deviations)', () => {
  it('renews the token from the refresh cookie after a reload', async () => {
    signIn(member); // what a reload keeps: the stored record, no token in memory
    answerRequests(() => Response.json({ accessToken: 'fresh', expiresIn: 900 }));
    await expect(resumeSession()).resolves.toBe('fresh');
    expect(fetch).toHaveBeenCalledWith(
      '/api/v1/Autenticacao/refresh',
      expect.objectContaining({ method: 'POST' }),
    );
  });

  it('shares one refresh between parallel callers (each exchange rotates the cookie)', async () => {
    signIn(member);
    answerRequests(() => Response.json({ accessToken: 'once', expiresIn: 900 }));
    const tokens = await Promise.all([resumeSession(), resumeSession(), resumeSession()]);
    expect(tokens).toEqual(['once', 'once', 'once']);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('forgets the member when the server has ended the session', async () => {
    signIn(member);
    answerRequests(() => new Response(null, { status: 401 }));
    await expect(resumeSession()).resolves.toBeNull();
    expect(isSignedIn()).toBe(false);
  });

  it('keeps the member when the server cannot be reached', async () => {
    signIn(member);
    answerRequests(() => Response.error());
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(resumeSession()).resolves.toBeNull();
    expect(isSignedIn()).toBe(true);
  });

  it('asks nothing of the server for a visitor', async () => {
    await expect(resumeSession()).resolves.toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("drops this tab's token when another tab logs out", () => {
    signInForTest('jwt', member);
    localStorage.removeItem(STORAGE_KEYS.user);
    window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.user }));
    expect(currentAccessToken()).toBeNull();
  });

  it('treats a token about to expire as absent', () => {
    setAccessToken({ accessToken: 'dying', expiresIn: 10 });
    expect(currentAccessToken()).toBeNull();
  });
});

describe('useSession', () => {
  it('follows login and logout in this tab', () => {
    const { result } = renderHook(() => useSession());
    expect(result.current.loggedIn).toBe(false);
    act(() => signInForTest('jwt', member));
    expect(result.current).toMatchObject({ loggedIn: true, user: { name: 'Ana' } });
    act(() => logout());
    expect(result.current.loggedIn).toBe(false);
  });

  it('follows a login made in another tab (storage event)', () => {
    const { result } = renderHook(() => useSession());
    act(() => {
      // Another tab writes localStorage; this tab only hears the storage event.
      localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(member));
      window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.user }));
    });
    expect(result.current.loggedIn).toBe(true);
  });

  it('keeps the same snapshot while nothing changes', () => {
    const { result, rerender } = renderHook(() => useSession());
    const first = result.current;
    rerender();
    expect(result.current).toBe(first);
  });
});
