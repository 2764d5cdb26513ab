import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { applyCategoryLanguage } from '../../../lib/language.ts';
import { CONTACT, fillContactFields } from '../../../testing/contact-form.ts';
import { NETWORK_FAILURE, reply } from '../../../testing/fake-api.ts';
import { recordRequests } from '../../../testing/sent-requests.ts';
import { server } from '../../../testing/msw.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { installRuntimeConfig } from '../../../testing/runtime-config.ts';
import { b2bHandlers } from '../testing/handlers.ts';
import { ProposalForm } from './proposal-form.tsx';

beforeEach(async () => {
  await installRuntimeConfig();
  applyCategoryLanguage('proseries');
});

const submit = () => screen.getByRole('button', { name: 'Enviar proposta' });

function renderForm() {
  const user = userEvent.setup();
  renderWithProviders(
    <ProposalForm
      idProduto={7}
      produto="Camarote Reta Oposta"
      backHref="/stockcar/proseries/corporativa-b2b"
    />,
  );
  return user;
}

async function chooseInterest(user: ReturnType<typeof userEvent.setup>, label = 'Grid Experience') {
  await user.selectOptions(screen.getByLabelText(/^Interesse/), label);
}

describe('B2B proposal form rules (public-site.md §5)', () => {
  it('shows the product prefilled and keeps submit disabled until every rule passes', async () => {
    const user = renderForm();
    expect(screen.getByLabelText('Produto')).toHaveProperty('value', 'Camarote Reta Oposta');
    expect(submit()).toHaveProperty('disabled', true);
    await fillContactFields(user);
    expect(submit()).toHaveProperty('disabled', true); // no interest yet
    await chooseInterest(user);
    expect(submit()).toHaveProperty('disabled', false);
  });

  it('requires an interest: the placeholder is selected at first and is not a choice', async () => {
    const user = renderForm();
    const select = screen.getByLabelText(/^Interesse/);
    expect(select).toHaveProperty('value', '');
    const placeholder = screen.getByRole('option', { name: 'Selecione seu interesse' });
    expect(placeholder).toHaveProperty('disabled', true);
    const values = screen
      .getAllByRole('option')
      .map((option) => option.getAttribute('value'))
      .filter(Boolean);
    expect(values).toEqual([
      'camarote-coorporativo',
      'grid-experience',
      'volta-rapida',
      'ativacoes',
      'outros',
    ]);
    await fillContactFields(user);
    expect(submit()).toHaveProperty('disabled', true);
  });

  it('marks an e-mail without an at-sign invalid and keeps submit disabled', async () => {
    const user = renderForm();
    await fillContactFields(user, { email: 'marina.acme.com.br' });
    await chooseInterest(user);
    const email = screen.getByLabelText(/^E-mail corporativo/);
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('E-mail inválido.')).toBeTruthy();
    expect(submit()).toHaveProperty('disabled', true);
    await user.type(email, '{Backspace>18/}marina@acme.com.br');
    expect(email.getAttribute('aria-invalid')).toBeNull();
    expect(submit()).toHaveProperty('disabled', false);
  });

  it('masks the mobile and accepts it only at exactly 15 characters', async () => {
    const user = renderForm();
    await fillContactFields(user, { mobile: '1187654321' });
    await chooseInterest(user);
    const mobile = screen.getByLabelText(/^Celular/);
    expect(mobile).toHaveProperty('value', '(11) 8765-4321'); // 14 characters
    await user.click(screen.getByLabelText(/^Cargo/)); // leave the field
    expect(mobile.getAttribute('aria-invalid')).toBe('true');
    expect(submit()).toHaveProperty('disabled', true);
    await user.type(mobile, '9'); // the 11th digit moves the dash
    expect(mobile).toHaveProperty('value', '(11) 87654-3219');
    expect(mobile.getAttribute('aria-invalid')).toBeNull();
    expect(submit()).toHaveProperty('disabled', false);
    await user.type(mobile, '77'); // no more than 11 digits
    expect(mobile).toHaveProperty('value', '(11) 87654-3219');
  });

  it("binds the 'outros' text to objetivoOutrosDescricao, up to 300 characters", async () => {
    server.use(b2bHandlers.sendProposta(reply(201, { id: 1 })));
    const requests = recordRequests();
    const user = renderForm();
    await fillContactFields(user);
    await chooseInterest(user, 'Outros');
    expect(screen.queryByLabelText(/Descreva o outro objetivo/)).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'Networking' }));
    await user.click(screen.getByRole('checkbox', { name: 'Outros' }));
    const other = screen.getByLabelText(/Descreva o outro objetivo \(máximo de 300 caracteres\)/);
    expect(other).toHaveProperty('maxLength', 300);
    expect(submit()).toHaveProperty('disabled', true); // 'outros' needs its description
    await user.type(other, 'Lançamento de produto');
    expect(screen.getByText('21 de 300 caracteres')).toBeTruthy();
    await user.click(submit());
    await screen.findByRole('heading', { name: 'Proposta enviada!' });
    expect(requests).toHaveLength(1);
    expect(requests[0]?.url).toBe('/api/v1/B2B/Proposta');
    expect(requests[0]?.body).toEqual({
      idProduto: 7,
      nomeEmpresa: CONTACT.company,
      nomeResponsavel: CONTACT.responsible,
      cargo: CONTACT.position,
      email: CONTACT.email,
      celular: '(11) 98765-4321',
      interesse: 'outros',
      objetivoReconhecimentoColaboradores: false,
      objetivoReconhecimentoFornecedores: false,
      objetivoRelacionamento: false,
      objetivoNetworking: true,
      objetivoOutros: true,
      objetivoOutrosDescricao: 'Lançamento de produto',
    });
  });
});

describe('B2B proposal form states (public-site.md §4, §8)', () => {
  it('confirms a sent proposal, scrolled to the top, with a way back', async () => {
    server.use(b2bHandlers.sendProposta(reply(201, { id: 3 })));
    const requests = recordRequests();
    const user = renderForm();
    await fillContactFields(user);
    await chooseInterest(user);
    await user.click(submit());
    const heading = await screen.findByRole('heading', { name: 'Proposta enviada!' });
    expect(document.activeElement).toBe(heading);
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    expect(screen.getByRole('link', { name: 'Voltar para os produtos' }).getAttribute('href')).toBe(
      '/stockcar/proseries/corporativa-b2b',
    );
    expect(requests[0]?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f]{32}$/);
  });

  it('keeps the values after a failure, shows the notice for 10 s and retries with the same key', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    server.use(b2bHandlers.sendProposta(reply(500), NETWORK_FAILURE, reply(201, { id: 9 })));
    const requests = recordRequests();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderWithProviders(<ProposalForm idProduto={7} produto="Grid" backHref="/b2b" />);
    await fillContactFields(user);
    await chooseInterest(user);
    await user.click(submit());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Falha ao enviar o formulario, tente novamente.');
    expect(screen.getByLabelText(/^Empresa/)).toHaveProperty('value', CONTACT.company);
    expect(submit()).toHaveProperty('disabled', false);
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(screen.queryByRole('alert')).toBeNull();

    await user.click(submit()); // a network failure this time
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Falha ao enviar o formulario, tente novamente.',
    );
    await user.click(submit());
    await screen.findByRole('heading', { name: 'Proposta enviada!' });
    const keys = requests.map((request) => request.headers.get('Idempotency-Key'));
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(1);
  });

  it('sends a new key once the visitor changes a value', async () => {
    server.use(b2bHandlers.sendProposta(reply(500), { id: 2 }));
    const requests = recordRequests();
    const user = renderForm();
    await fillContactFields(user);
    await chooseInterest(user);
    await user.click(submit());
    await screen.findByRole('alert');
    await user.type(screen.getByLabelText(/^Cargo/), ' Sênior');
    await user.click(submit());
    await screen.findByRole('heading', { name: 'Proposta enviada!' });
    const [first, second] = requests.map((request) => request.headers.get('Idempotency-Key'));
    expect(first).not.toBe(second);
  });
});
