import { screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { encodeBase64 } from '../../../lib/base64.ts';
import { contaHandlers } from '../../../features/conta/testing/handlers.ts';
import { problem } from '../../../testing/fake-api.ts';
import { recordRequests } from '../../../testing/sent-requests.ts';
import { server } from '../../../testing/msw.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { installRuntimeConfig } from '../../../testing/runtime-config.ts';
import ConfirmacaoRegistroPage from './confirmacao-registro.tsx';
import { clubePtBr } from '@stockcar/shared/locales/clube/pt-br';

const SECRET = 'abcdefghijklmnopqrstuvwxyz012345';
const account = (over: Record<string, unknown> = {}) => ({
  user: {
    idUsuario: 4,
    name: 'Ana',
    email: 'ana@example.com',
    ativo: true,
    emailConfirmado: true,
    aguardandoResponsavel: false,
    ...over,
  },
});

const renderPage = (query: string) =>
  renderWithProviders(
    <StrictMode>
      <ConfirmacaoRegistroPage />
    </StrictMode>,
    `/stockclub/confirmacao-registro${query}`,
  );

beforeEach(() => installRuntimeConfig());

describe('activation page (fan-club.md §4)', () => {
  it('activates once under StrictMode and offers ACESSAR CONTA to the login with the e-mail', async () => {
    server.use(contaHandlers.confirmarRegistro(account()));
    const requests = recordRequests();
    renderPage(`?u=${encodeBase64('ana@example.com')}&hash=${SECRET}`);
    expect(screen.getByRole('status')).toBeTruthy(); // the spinner
    const button = await screen.findByRole('link', { name: 'ACESSAR CONTA' });
    expect(button.getAttribute('href')).toBe(
      `/stockclub/login?u=${encodeURIComponent(encodeBase64('ana@example.com'))}`,
    );
    expect(screen.getByRole('heading', { name: 'Conta ativada!' })).toBeTruthy();
    expect(requests).toHaveLength(1);
    expect(requests[0]?.url).toBe('/api/v1/Registro/confirmacao');
    expect(requests[0]?.body).toEqual({ hash: SECRET });
  });

  it('authorises as the guardian and says the member must still confirm the e-mail', async () => {
    server.use(
      contaHandlers.autorizarResponsavel(account({ ativo: false, emailConfirmado: false })),
    );
    const requests = recordRequests();
    renderPage(`?u=${encodeBase64('ana@example.com')}&resp=${SECRET}`);
    await screen.findByRole('heading', { name: 'Cadastro autorizado!' });
    expect(screen.getByText(/Falta apenas Ana confirmar o próprio e-mail/)).toBeTruthy();
    expect(requests.map((r) => r.url)).toEqual(['/api/v1/Registro/autorizacao-responsavel']);
  });

  it('shows the failure text and the server reason of a refused link', async () => {
    server.use(contaHandlers.confirmarRegistro(problem(400, clubePtBr.linkInvalido)));
    renderPage(`?hash=${SECRET}`);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Algo deu erro ao realizar a ativação da conta',
    );
    expect(screen.getByText(clubePtBr.linkInvalido)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'ACESSAR CONTA' })).toBeNull();
  });

  it('explains the page, with a link to the login, when the link has no secret', () => {
    const requests = recordRequests();
    renderPage('');
    expect(screen.getByText(/abra o link que enviamos para o seu e-mail/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ir para o login' }).getAttribute('href')).toBe(
      '/stockclub/login',
    );
    expect(requests).toHaveLength(0);
  });
});
