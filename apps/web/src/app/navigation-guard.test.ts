import { describe, expect, it } from 'vitest';
import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { STORAGE_KEYS } from '@stockcar/shared/constants';
import { getActiveLanguage } from '../lib/language.ts';
import { signInForTest } from '../testing/member-session.ts';
import { createNavigationGuard } from './navigation-guard.ts';

const routes: RouteObject[] = [
  {
    path: '/',
    children: [
      { path: 'stockcar/:categoria', children: [{ index: true }] },
      { path: 'stockclub/login', handle: { memberGoesTo: '/stockclub/home' } },
      { path: 'stockclub/home', handle: { requiresLogin: true } },
    ],
  },
];
const guard = createNavigationGuard(() => routes);

async function run(path: string, params: Record<string, string> = {}): Promise<unknown> {
  const args = {
    request: new Request(`http://localhost${path}`),
    params,
    context: undefined,
  } as unknown as LoaderFunctionArgs;
  try {
    return await guard(args);
  } catch (thrown) {
    return thrown;
  }
}

function redirectedTo(result: unknown): string | null {
  return result instanceof Response ? result.headers.get('Location') : null;
}

describe('navigation guard (public-site.md §2.2)', () => {
  it('sends a login-required route to /stockclub/login without a session', async () => {
    expect(redirectedTo(await run('/stockclub/home'))).toBe('/stockclub/login');
  });

  it('lets a login-required route through with a session', async () => {
    signInForTest();
    expect(await run('/stockclub/home')).toBeNull();
  });

  it('sends a member on from a visitors-only page, keeping the query (fan-club.md §2)', async () => {
    signInForTest();
    expect(redirectedTo(await run('/stockclub/login?live=1'))).toBe('/stockclub/home?live=1');
  });

  it('leaves public routes alone', async () => {
    expect(await run('/stockclub/login')).toBeNull();
    expect(await run('/stockcar/proseries', { categoria: 'proseries' })).toBeNull();
  });

  it('sends ?stockclub=true to the profile screen', async () => {
    const result = await run('/stockcar/proseries/?stockclub=true', { categoria: 'proseries' });
    expect(redirectedTo(result)).toBe('/stockclub/meu-perfil');
  });

  it('takes the language from the URL on formula-4, Portuguese elsewhere', async () => {
    await run('/stockcar/formula-4?idioma=en', { categoria: 'formula-4' });
    expect(getActiveLanguage()).toBe('en');
    await run('/stockcar/proseries?idioma=en', { categoria: 'proseries' });
    expect(getActiveLanguage()).toBe('pt-br');
    await run('/stockcar/formula-4', { categoria: 'formula-4' });
    expect(getActiveLanguage()).toBe('pt-br');
  });

  it('sends a visitor who chose English to the English URL, keeping the query', async () => {
    sessionStorage.setItem(STORAGE_KEYS.language, 'en');
    const result = await run('/stockcar/formula-4/etapa?ano=2025', { categoria: 'formula-4' });
    expect(redirectedTo(result)).toBe('/stockcar/formula-4/etapa?ano=2025&idioma=en');
    expect(await run('/stockcar/proseries', { categoria: 'proseries' })).toBeNull();
  });
});
