import { act } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import { vi } from 'vitest';
import { RouteNotice } from '../../../components/route-notice.tsx';
import { setSessionNavigator } from '../../../lib/session.ts';
import { signInForTest } from '../../../testing/member-session.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { installRuntimeConfig } from '../../../testing/runtime-config.ts';

/** Meus dados unit-test helpers: a fake API by method and path, a signed-in member. */

export type Answer = { status?: number; body?: unknown };
export interface Call {
  key: string;
  body: unknown;
}

/** Answers by "METHOD /path" (a list answers in turn, then repeats its last); records calls. */
export function fakeApi(routes: Record<string, Answer | Answer[]>): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal('scrollTo', vi.fn()); // the API client scrolls up on a failure (§8)
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const path = new URL(url, 'http://x').pathname.replace('/api/v1', '');
      const key = `${init.method ?? 'GET'} ${path}`;
      calls.push({ key, body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined });
      const route = routes[key];
      const answer = Array.isArray(route) ? (route.length > 1 ? route.shift() : route[0]) : route;
      if (!answer) return new Response(null, { status: 202 });
      const { status = 200, body } = answer;
      if (body === undefined) return new Response(null, { status });
      const type = status >= 400 ? 'application/problem+json' : 'application/json';
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': type } });
    }),
  );
  return calls;
}

export const problem = (status: number, detail: string): Answer => ({
  status,
  body: { type: 'about:blank', title: 'Erro', status, detail },
});

export const settle = () => act(() => vi.advanceTimersByTimeAsync(0));

/** A signed-in member on fake timers; logout goes nowhere (the routes below say where). */
export async function setUpMember() {
  await installRuntimeConfig();
  signInForTest();
  setSessionNavigator(() => undefined);
  vi.useFakeTimers();
}

/** The section at /stockclub/meus-dados, and the login that shows the notice left for it. */
export function renderWithLogin(section: ReactNode) {
  return renderWithProviders(
    <Routes>
      <Route path="/stockclub/meus-dados" element={section} />
      <Route path="/stockclub/login" element={<RouteNotice />} />
    </Routes>,
    '/stockclub/meus-dados',
  );
}
