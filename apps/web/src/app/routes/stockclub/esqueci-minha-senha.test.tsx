import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setSessionNavigator } from '../../../lib/session.ts';
import { contaHandlers } from '../../../features/conta/testing/handlers.ts';
import { NETWORK_FAILURE, problem } from '../../../testing/fake-api.ts';
import { recordRequests } from '../../../testing/sent-requests.ts';
import { server } from '../../../testing/msw.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { installRuntimeConfig } from '../../../testing/runtime-config.ts';
import EsqueciMinhaSenhaPage from './esqueci-minha-senha.tsx';

beforeEach(async () => {
  await installRuntimeConfig();
  // The client logs out on 'Usuário não encontrado' (fan-club.md §8): keep jsdom in place.
  setSessionNavigator(vi.fn());
});

async function ask(email: string) {
  const user = userEvent.setup();
  renderWithProviders(<EsqueciMinhaSenhaPage />, '/stockclub/esqueci-minha-senha');
  const submit = screen.getByRole('button', { name: 'Enviar link' });
  expect(submit).toHaveProperty('disabled', true);
  await user.type(screen.getByLabelText('E-mail'), email);
  await user.click(submit);
}

describe('forgot password page (fan-club.md §8)', () => {
  it("shows an unknown e-mail's 404 as 'E-mail incorreto, ou não cadastrado'", async () => {
    server.use(contaHandlers.esqueceuSenha(problem(404, 'Usuário não encontrado')));
    await ask('ninguem@example.com');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'E-mail incorreto, ou não cadastrado',
    );
  });

  it('shows other server texts as they are, and a network failure as the generic text', async () => {
    server.use(contaHandlers.esqueceuSenha(problem(429, 'Muitas tentativas.'), NETWORK_FAILURE));
    await ask('ana@example.com');
    expect((await screen.findByRole('alert')).textContent).toBe('Muitas tentativas.');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Enviar link' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Algo deu errado na requisição');
  });

  it("shows the server's message on success", async () => {
    server.use(contaHandlers.esqueceuSenha({ mensagem: 'Enviamos para o seu e-mail um link.' }));
    const requests = recordRequests();
    await ask('ana@example.com');
    expect(await screen.findByText('Enviamos para o seu e-mail um link.')).toBeTruthy();
    expect(requests[0]?.body).toEqual({ email: 'ana@example.com' });
  });
});
