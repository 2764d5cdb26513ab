import { act, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Route, Routes } from 'react-router';
import { renderWithProviders } from '../../../testing/render.tsx';
import { installRuntimeConfig } from '../../../testing/runtime-config.ts';
import PendenteAtivacaoPage from './pendente-ativacao.tsx';

beforeEach(() => installRuntimeConfig());

describe('pending activation page (fan-club.md §2, §9)', () => {
  it('counts 15 s down visibly, then logs out to the login', async () => {
    vi.useFakeTimers();
    renderWithProviders(
      <Routes>
        <Route path="/stockclub/pendente-ativacao" element={<PendenteAtivacaoPage />} />
        <Route path="/stockclub/login" element={<p>Página de login</p>} />
      </Routes>,
      '/stockclub/pendente-ativacao',
    );
    expect(screen.getByText(/link de ativação para o novo endereço/)).toBeTruthy();
    expect(
      screen.getByText('Você será desconectado em 15 segundos e levado ao login.'),
    ).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(14_000));
    expect(screen.getByText('Você será desconectado em 1 segundo e levado ao login.')).toBeTruthy();
    expect(screen.queryByText('Página de login')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    // Whether or not a session was still stored here, the member lands on the login.
    expect(screen.getByText('Página de login')).toBeTruthy();
  });
});
