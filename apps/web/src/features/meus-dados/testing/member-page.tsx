import { act } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import { vi } from 'vitest';
import { RouteNotice } from '../../../components/route-notice.tsx';
import { setSessionNavigator } from '../../../lib/session.ts';
import { signInForTest } from '../../../testing/member-session.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { installRuntimeConfig } from '../../../testing/runtime-config.ts';

/** Meus dados unit-test helpers: a signed-in member on fake timers, the section's page. */

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
