import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { isSignedIn } from '../../../lib/session.ts';
import { perfil } from '../../../testing/perfil.ts';
import type { HttpHandler } from 'msw';
import { problem } from '../../../testing/fake-api.ts';
import { recordRequests } from '../../../testing/sent-requests.ts';
import { libHandlers } from '../../../testing/handlers.ts';
import { server } from '../../../testing/msw.ts';
import { meusDadosHandlers } from '../testing/handlers.ts';
import { renderWithLogin, setUpMember, settle } from '../testing/member-page.tsx';
import { DeleteAccountSection } from './delete-account-section.tsx';
import { clubePtBr } from '@stockcar/shared/locales/clube/pt-br';

beforeEach(setUpMember);

describe('Excluir minha conta', () => {
  const sent = { mensagem: clubePtBr.tokenEnviado, reenvioEmSegundos: 120, expiraEmSegundos: 600 };

  function renderDeletion(...handlers: HttpHandler[]) {
    server.use(libHandlers.getPerfil({ perfil: perfil() }), ...handlers);
    const calls = recordRequests();
    renderWithLogin(<DeleteAccountSection />);
    return calls;
  }

  const typeCode = (code: string) => {
    const first = screen.getByRole('textbox', { name: 'Dígito 1 de 6' });
    fireEvent.paste(first, { clipboardData: { getData: () => code } });
  };

  it('sends the code, refuses a wrong password on its field, then erases and leaves', async () => {
    const calls = renderDeletion(
      meusDadosHandlers.sendExclusaoCodigo(sent),
      meusDadosHandlers.deleteConta(problem(400, clubePtBr.exclusaoSenhaIncorreta), {
        mensagem: clubePtBr.contaExcluida,
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Excluir minha conta' }));
    const dialog = screen.getByRole('dialog', { name: 'Excluir minha conta' });
    await settle();
    expect(within(dialog).getByText('(11) 98765-4321')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enviar código por SMS' }));
    await settle();
    expect(within(dialog).getByRole('button', { name: 'Reenviar código em 120 s' })).toHaveProperty(
      'disabled',
      true,
    );
    const confirm = within(dialog).getByRole('button', { name: 'Excluir definitivamente' });
    expect(confirm).toHaveProperty('disabled', true);
    typeCode('123456');
    fireEvent.change(within(dialog).getByLabelText('Senha'), { target: { value: 'Errada#1' } });
    fireEvent.click(confirm);
    await settle();
    expect(within(dialog).getByText(clubePtBr.exclusaoSenhaIncorreta)).toBeTruthy();
    expect(within(dialog).getByLabelText('Senha').getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(within(dialog).getByLabelText('Senha'), { target: { value: 'Certa#1234' } });
    fireEvent.click(confirm);
    await settle();
    expect(calls.filter((c) => c.key === 'POST /MeusDados/exclusao').at(-1)?.body).toEqual({
      senha: 'Certa#1234',
      codigo: '123456',
    });
    expect(isSignedIn()).toBe(false);
    expect(screen.getByRole('status').textContent).toBe(clubePtBr.contaExcluida);
  });

  it('points to the profile when there is no phone to send the code to', async () => {
    renderDeletion(
      meusDadosHandlers.sendExclusaoCodigo(problem(409, clubePtBr.exclusaoSemCelular)),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Excluir minha conta' }));
    fireEvent.click(screen.getByRole('button', { name: 'Enviar código por SMS' }));
    await settle();
    expect(screen.getByRole('alert').textContent).toContain(clubePtBr.exclusaoSemCelular);
    expect(screen.getByRole('link', { name: 'Atualizar meu celular' }).getAttribute('href')).toBe(
      '/stockclub/meu-perfil?phone=true',
    );
    expect(screen.queryByRole('textbox', { name: 'Dígito 1 de 6' })).toBeNull();
  });
});
