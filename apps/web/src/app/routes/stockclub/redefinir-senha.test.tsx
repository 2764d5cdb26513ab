import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { contaHandlers } from '../../../features/conta/testing/handlers.ts';
import { problem } from '../../../testing/fake-api.ts';
import { recordRequests } from '../../../testing/sent-requests.ts';
import { server } from '../../../testing/msw.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { installRuntimeConfig } from '../../../testing/runtime-config.ts';
import RedefinirSenhaPage from './redefinir-senha.tsx';
import { clubePtBr } from '@stockcar/shared/locales/clube/pt-br';

const H = 'hhhhhhhhhhhhhhhhhhhhhhhh';
const C = 'cccccccccccccccccccccccc';

beforeEach(() => installRuntimeConfig());

async function fill(password: string, confirmation: string) {
  const user = userEvent.setup();
  renderWithProviders(<RedefinirSenhaPage />, `/stockclub/redefinir-senha?h=${H}&c=${C}`);
  // The strength estimator loads as the field mounts; the submit waits for it.
  await screen.findByText(/^Difícil de adivinhar/);
  await user.type(screen.getByLabelText(/^Nova senha/), password);
  await user.type(screen.getByLabelText(/^Confirme a nova senha/), confirmation);
  return user;
}

const submit = () => screen.getByRole('button', { name: 'Redefinir senha' });

describe('reset password page (fan-club.md §4, §5)', () => {
  it('shows the info page without the link parameters', () => {
    renderWithProviders(<RedefinirSenhaPage />, '/stockclub/redefinir-senha');
    expect(screen.queryByLabelText(/^Nova senha/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Esqueci minha senha' }).getAttribute('href')).toBe(
      '/stockclub/esqueci-minha-senha',
    );
  });

  it('keeps submit disabled with the spec messages until the passwords are valid and equal', async () => {
    const user = await fill('fraca', 'outra');
    expect(screen.getByText(clubePtBr.senhaRequisitos.trim())).toBeTruthy();
    expect(screen.getByText(clubePtBr.senhasDiferentes.trim())).toBeTruthy();
    expect(submit()).toHaveProperty('disabled', true);
    await user.clear(screen.getByLabelText(/^Nova senha/));
    await user.type(screen.getByLabelText(/^Nova senha/), 'outra');
    expect(submit()).toHaveProperty('disabled', true); // equal but weak
  });

  it('keeps submit disabled for an easy-to-guess password that meets every rule (issue 12)', async () => {
    await fill('Abc12345!', 'Abc12345!');
    expect(screen.getByText(clubePtBr.senhaFraca)).toBeTruthy();
    expect(submit()).toHaveProperty('disabled', true);
  });

  it("sends the link's hash and code and confirms 'Senha redefinida com sucesso!'", async () => {
    server.use(contaHandlers.resetarSenha({ mensagem: clubePtBr.senhaRedefinida }));
    const requests = recordRequests();
    const user = await fill('Pista#Veloz42', 'Pista#Veloz42');
    expect(submit()).toHaveProperty('disabled', false);
    await user.click(submit());
    expect(await screen.findByText('Senha redefinida com sucesso!')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'ACESSAR CONTA' }).getAttribute('href')).toBe(
      '/stockclub/login',
    );
    expect(requests[0]?.body).toEqual({
      password: 'Pista#Veloz42',
      confirmPassword: 'Pista#Veloz42',
      hash: H,
      code: C,
    });
  });

  it('shows the reset failure with the server reason', async () => {
    server.use(contaHandlers.resetarSenha(problem(400, clubePtBr.linkInvalido)));
    const user = await fill('Pista#Veloz42', 'Pista#Veloz42');
    await user.click(submit());
    expect((await screen.findByRole('alert')).textContent).toBe(
      `Ocorreu um erro ao processar a requisição. ${clubePtBr.linkInvalido}`,
    );
  });
});
