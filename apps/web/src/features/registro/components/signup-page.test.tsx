import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { applyCategoryLanguage } from '../../../lib/language.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { installRuntimeConfig } from '../../../testing/runtime-config.ts';
import { problem } from '../../../testing/fake-api.ts';
import { registroHandlers } from '../testing/handlers.ts';
import { fillPersonalStep, serveSignup, yearsAgo } from '../testing/signup.ts';
import { SignupPage } from './signup-page.tsx';
import { clubePtBr } from '@stockcar/shared/locales/clube/pt-br';

// Whole forms filled on a machine shared with other runs.
vi.setConfig({ testTimeout: 30_000 });

beforeEach(async () => {
  await installRuntimeConfig();
  applyCategoryLanguage('proseries');
});

function renderPage() {
  const user = userEvent.setup();
  renderWithProviders(<SignupPage />, '/stockclub/cadastro');
  return user;
}

const continueButton = () => screen.getByRole('button', { name: 'Continuar' });
const leave = (user: ReturnType<typeof userEvent.setup>) => user.click(document.body);

describe('sign-up step 0 (fan-club.md §3 and §5)', () => {
  it('starts with every opt-in unticked and Continuar disabled', () => {
    serveSignup();
    renderPage();
    for (const name of ['E-mail', 'SMS', 'WhatsApp']) {
      expect(screen.getByRole('checkbox', { name })).toHaveProperty('checked', false);
    }
    expect(screen.getByRole('checkbox', { name: /termos de uso/ })).toHaveProperty(
      'checked',
      false,
    );
    expect(continueButton()).toHaveProperty('disabled', true);
    expect(screen.getByText(clubePtBr.preenchaTodos)).toBeTruthy();
  });

  it('masks the CPF and marks a wrong checksum', async () => {
    serveSignup();
    const user = renderPage();
    const cpf = screen.getByRole('textbox', { name: /^CPF/ });
    await user.type(cpf, '12345678900');
    await leave(user);
    expect(cpf).toHaveProperty('value', '123.456.789-00');
    expect(screen.getByText(clubePtBr.cpfInvalido)).toBeTruthy();
  });

  it('blocks a 13-year-old and asks a guardian e-mail at 15', async () => {
    serveSignup();
    const user = renderPage();
    await fillPersonalStep(user, { data: yearsAgo(13) });
    await leave(user);
    expect(screen.getByText(clubePtBr.menorDe14)).toBeTruthy();
    expect(continueButton()).toHaveProperty('disabled', true);
    const date = screen.getByRole('textbox', { name: /^Data de nascimento/ });
    await user.clear(date);
    await user.type(date, yearsAgo(15));
    const guardian = screen.getByRole('textbox', { name: /^E-mail do responsável/ });
    expect(continueButton()).toHaveProperty('disabled', true);
    await user.type(guardian, 'mae@example.com');
    expect(continueButton()).toHaveProperty('disabled', false);
  });

  it('says when the e-mails differ', async () => {
    serveSignup();
    const user = renderPage();
    await fillPersonalStep(user, { emailConfirm: 'outra@example.com' });
    await leave(user);
    expect(screen.getByText(clubePtBr.emailsDiferentes)).toBeTruthy();
    expect(continueButton()).toHaveProperty('disabled', true);
  });

  it('holds Continuar for an easy-to-guess password and says why, in either language', async () => {
    serveSignup();
    const user = renderPage();
    await fillPersonalStep(user);
    expect(continueButton()).toHaveProperty('disabled', false);
    for (const label of [/^Senha/, /^Confirme a senha/]) {
      await user.clear(screen.getByLabelText(label));
      await user.type(screen.getByLabelText(label), 'Abc12345!');
    }
    expect(continueButton()).toHaveProperty('disabled', true);
    expect(screen.getByText(clubePtBr.senhaFraca)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'English' }));
    expect(screen.getByText(/^This password is easy to guess/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Continue' })).toHaveProperty('disabled', true);
  });

  it("opens 'Atenção' when the pre-check finds the account", async () => {
    const calls = serveSignup(registroHandlers.checkUsuarioExiste({ existe: true }));
    const user = renderPage();
    await fillPersonalStep(user);
    await user.click(continueButton());
    const dialog = await screen.findByRole('dialog', { name: 'Atenção' });
    expect(within(dialog).getByText(clubePtBr.usuarioJaCadastrado)).toBeTruthy();
    expect(calls.find((c) => c.url === '/Registro/usuario-existe')?.body).toMatchObject({
      email: 'ana@example.com',
      celular: '(11) 98765-4321',
      telefone: '(11) 98765-4321',
      estrangeiro: false,
    });
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('textbox', { name: /^Nome/ })).toHaveProperty('value', 'Ana');
  });
});

describe('sign-up step 1 and submission', () => {
  it('chooses the favourite driver, solves the captcha and confirms by e-mail', async () => {
    const calls = serveSignup();
    const user = renderPage();
    await fillPersonalStep(user);
    await user.click(continueButton());
    const driver = await screen.findByRole('radio', { name: /Rubens Barrichello/ });
    const submit = screen.getByRole('button', { name: 'Cadastrar' });
    expect(submit).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('button', { name: /Voltar para os dados pessoais/ }));
    expect(screen.getByRole('textbox', { name: /^Nome/ })).toHaveProperty('value', 'Ana');
    await user.click(continueButton());
    await user.click(await screen.findByRole('radio', { name: /Rubens Barrichello/ }));
    expect(driver).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    await screen.findByRole('heading', { name: 'Cadastro realizado!' });
    const sent = calls.find((c) => c.method === 'POST' && c.url === '/Registro');
    expect(sent?.body).toMatchObject({
      nome: 'Ana',
      responses: [{ idPesquisaPerfil: 1, resposta: '7' }],
      optaEmail: false,
    });
    expect(typeof (sent?.body as { captcha: unknown }).captcha).toBe('string');
  });

  it('keeps everything after a failure and shows the server text', async () => {
    serveSignup(registroHandlers.sendRegistro(problem(400, clubePtBr.senhaComum)));
    const user = renderPage();
    await fillPersonalStep(user);
    await user.click(continueButton());
    await user.click(await screen.findByRole('radio', { name: /Rubens Barrichello/ }));
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    expect(await screen.findByText(clubePtBr.senhaComum)).toBeTruthy();
    expect(screen.getByRole('radio', { name: /Rubens Barrichello/ })).toHaveProperty(
      'checked',
      true,
    );
  });

  it('switches the sign-up texts to English', async () => {
    serveSignup();
    const user = renderPage();
    await user.type(screen.getByRole('textbox', { name: /^Nome/ }), 'Ana');
    await user.click(screen.getByRole('button', { name: 'English' }));
    expect(screen.getByRole('textbox', { name: /^First name/ })).toHaveProperty('value', 'Ana');
    expect(screen.getByRole('checkbox', { name: 'I am not Brazilian' })).toBeTruthy();
    expect(screen.getByText('At least 8 characters')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Continue' })).toHaveProperty('disabled', true);
  });
});
