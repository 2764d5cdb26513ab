import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CLUB_TEXTS } from '@stockcar/shared/clube-texts';
import { currentAccessToken } from '../../../lib/access-token.ts';
import { getUser } from '../../../lib/session.ts';
import { perfil } from '../../../testing/perfil.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { installRuntimeConfig } from '../../../testing/runtime-config.ts';
import { LOGIN_REDIRECT_MS, LoginForm } from './login-form.tsx';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function Where() {
  const location = useLocation();
  return <p>at {location.pathname + location.search}</p>;
}

function renderLogin(route = '/stockclub/login') {
  return renderWithProviders(
    <Routes>
      <Route path="/stockclub/login" element={<LoginForm />} />
      <Route path="/stockclub/home" element={<Where />} />
    </Routes>,
    route,
  );
}

beforeEach(async () => {
  await installRuntimeConfig();
  vi.stubGlobal('scrollTo', vi.fn());
});

describe('club login form (fan-club.md §2, §8)', () => {
  it('prefills the e-mail from ?u= (base64) and puts the focus on the password', () => {
    renderLogin(`/stockclub/login?u=${btoa('ana@example.com')}`);
    expect(screen.getByLabelText('E-mail')).toHaveProperty('value', 'ana@example.com');
    expect(document.activeElement).toBe(screen.getByLabelText('Senha'));
  });

  it('keeps Entrar disabled until e-mail and password are there', async () => {
    renderLogin();
    const button = screen.getByRole('button', { name: 'Entrar' });
    expect(button).toHaveProperty('disabled', true);
    await userEvent.type(screen.getByLabelText('E-mail'), 'ana@example.com');
    await userEvent.type(screen.getByLabelText('Senha'), 'Piloto#Veloz2024');
    expect(button).toHaveProperty('disabled', false);
  });

  it("shows the server's text, marks the fields, and the notice goes after 10 s", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url.endsWith('/alertas')
          ? new Response(null, { status: 202 })
          : json(
              { status: 400, title: 'Erro', type: 'about:blank', detail: CLUB_TEXTS.loginInvalido },
              400,
            ),
      ),
    );
    renderLogin(`/stockclub/login?u=${btoa('ana@example.com')}`);
    fireEvent.change(screen.getByLabelText('Senha'), { target: { value: 'Errada#123' } });
    vi.useFakeTimers();
    fireEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(screen.getByRole('alert').textContent).toBe(CLUB_TEXTS.loginInvalido);
    expect(screen.getByLabelText('Senha').getAttribute('aria-invalid')).toBe('true');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10_000);
    });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("says 'Algo deu errado na requisição' when the server cannot be reached", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('offline'))),
    );
    renderLogin(`/stockclub/login?u=${btoa('ana@example.com')}`);
    await userEvent.type(screen.getByLabelText('Senha'), 'Piloto#Veloz2024');
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    expect((await screen.findByRole('alert')).textContent).toBe(CLUB_TEXTS.loginFalha);
  });

  it('keeps the token in memory, stores the member, and goes home after 200 ms with the query', async () => {
    const member = perfil({ name: 'Ana' });
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url.includes('/Autenticacao/login')
          ? json({ accessToken: 'jwt-1', expiresIn: 900 })
          : json({ perfil: member }),
      ),
    );
    renderLogin(`/stockclub/login?u=${btoa('ana@example.com')}&live=1`);
    await userEvent.type(screen.getByLabelText('Senha'), 'Piloto#Veloz2024');
    const started = Date.now();
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    await waitFor(() =>
      expect(screen.getByText(/^at /).textContent).toMatch(/\/stockclub\/home\?/),
    );
    expect(Date.now() - started).toBeGreaterThanOrEqual(LOGIN_REDIRECT_MS - 20);
    expect(screen.getByText(/^at /).textContent).toContain('live=1');
    expect(currentAccessToken()).toBe('jwt-1');
    expect(localStorage.getItem('token')).toBeNull();
    expect(getUser()).toMatchObject({ idUsuario: member.idUsuario, name: 'Ana' });
  });
});
