import { createHash } from 'node:crypto';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { currentAccessToken } from '../../../lib/access-token.ts';
import { getUser } from '../../../lib/session.ts';
import type { CaptchaDesafio } from '@stockcar/shared/schemas/clube/captcha';
import type { AccessTokenResponse } from '@stockcar/shared/schemas/usuario-sessao';
import { NETWORK_FAILURE, problem, type ApiReply } from '../../../testing/fake-api.ts';
import { libHandlers } from '../../../testing/handlers.ts';
import { server } from '../../../testing/msw.ts';
import { perfil } from '../../../testing/perfil.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { installRuntimeConfig } from '../../../testing/runtime-config.ts';
import { autenticacaoHandlers } from '../testing/handlers.ts';
import { LOGIN_REDIRECT_MS, LoginForm } from './login-form.tsx';
import { clubePtBr } from '@stockcar/shared/locales/clube/pt-br';

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

beforeEach(() => installRuntimeConfig());

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
    server.use(autenticacaoHandlers.login(problem(400, clubePtBr.loginInvalido)));
    renderLogin(`/stockclub/login?u=${btoa('ana@example.com')}`);
    fireEvent.change(screen.getByLabelText('Senha'), { target: { value: 'Errada#123' } });
    vi.useFakeTimers();
    fireEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(screen.getByRole('alert').textContent).toBe(clubePtBr.loginInvalido);
    expect(screen.getByLabelText('Senha').getAttribute('aria-invalid')).toBe('true');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10_000);
    });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("says 'Algo deu errado na requisição' when the server cannot be reached", async () => {
    server.use(autenticacaoHandlers.login(NETWORK_FAILURE));
    renderLogin(`/stockclub/login?u=${btoa('ana@example.com')}`);
    await userEvent.type(screen.getByLabelText('Senha'), 'Piloto#Veloz2024');
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    expect((await screen.findByRole('alert')).textContent).toBe(clubePtBr.loginFalha);
  });

  it('keeps the token in memory, stores the member, and goes home after 200 ms with the query', async () => {
    const member = perfil({ name: 'Ana' });
    server.use(
      autenticacaoHandlers.login({ accessToken: 'jwt-1', expiresIn: 900 }),
      libHandlers.getPerfil({ perfil: member }),
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

  describe('when the server asks for the captcha (issue 12)', () => {
    const desafio: CaptchaDesafio = {
      algorithm: 'SHA-256',
      challenge: createHash('sha256')
        .update('sal?expires=1999999999' + '42')
        .digest('hex'),
      maxnumber: 100,
      salt: 'sal?expires=1999999999',
      signature: 'assinatura',
    };

    /** The server: the login answers in turn, the challenge and the member as asked. */
    function serve(...logins: (AccessTokenResponse | ApiReply)[]) {
      const sent: Record<string, unknown>[] = [];
      server.use(
        autenticacaoHandlers.login(({ body }) => {
          sent.push(body as Record<string, unknown>);
          return logins.shift() ?? problem(400, clubePtBr.loginInvalido);
        }),
        libHandlers.getCaptcha(desafio),
        libHandlers.getPerfil({ perfil: perfil({ name: 'Ana' }) }),
      );
      return sent;
    }

    it('solves it unseen and logs in with one more try, the button busy meanwhile', async () => {
      const sent = serve(problem(400, clubePtBr.captchaNecessario), {
        accessToken: 'jwt-2',
        expiresIn: 900,
      });
      renderLogin(`/stockclub/login?u=${btoa('ana@example.com')}`);
      await userEvent.type(screen.getByLabelText('Senha'), 'Piloto#Veloz2024');
      await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
      expect(screen.getByRole('button', { name: 'Entrar' })).toHaveProperty('disabled', true);
      expect(screen.getByText('Entrando…')).toBeTruthy();
      await waitFor(() =>
        expect(screen.getByText(/^at /).textContent).toMatch(/^at \/stockclub\/home\?/),
      );
      expect(sent).toEqual([
        { email: 'ana@example.com', senha: 'Piloto#Veloz2024' },
        { email: 'ana@example.com', senha: 'Piloto#Veloz2024', captcha: expect.any(String) },
      ]);
      const solution = JSON.parse(atob(String(sent[1]?.captcha)));
      expect(solution).toMatchObject({ number: 42, signature: 'assinatura' });
      expect(currentAccessToken()).toBe('jwt-2');
      expect(screen.queryByRole('alert')).toBeNull();
    });

    it('tries once only: a refused retry shows the usual notice', async () => {
      const sent = serve(
        problem(400, clubePtBr.captchaNecessario),
        problem(400, clubePtBr.loginInvalido),
      );
      renderLogin(`/stockclub/login?u=${btoa('ana@example.com')}`);
      await userEvent.type(screen.getByLabelText('Senha'), 'Errada#Senha1');
      await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
      expect((await screen.findByRole('alert')).textContent).toBe(clubePtBr.loginInvalido);
      expect(sent).toHaveLength(2);
      expect(screen.getByRole('button', { name: 'Entrar' })).toHaveProperty('disabled', false);
    });
  });
});
