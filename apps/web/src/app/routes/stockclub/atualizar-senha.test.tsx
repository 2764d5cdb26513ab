import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Route, Routes } from 'react-router';
import { USUARIO_DESLOGADO } from '@stockcar/shared/constants';
import { setAccessToken } from '../../../lib/access-token.ts';
import { isSignedIn, setSessionNavigator, signIn } from '../../../lib/session.ts';
import { contaHandlers } from '../../../features/conta/testing/handlers.ts';
import { problem, reply } from '../../../testing/fake-api.ts';
import { recordRequests } from '../../../testing/sent-requests.ts';
import { libHandlers } from '../../../testing/handlers.ts';
import { server } from '../../../testing/msw.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { installRuntimeConfig } from '../../../testing/runtime-config.ts';
import AtualizarSenhaPage from './atualizar-senha.tsx';
import { clubePtBr } from '@stockcar/shared/locales/clube/pt-br';

beforeEach(() => installRuntimeConfig());

async function submitChange() {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  renderWithProviders(
    <Routes>
      <Route path="/stockclub/atualizar-senha" element={<AtualizarSenhaPage />} />
      <Route path="/stockclub/login" element={<p>Página de login</p>} />
    </Routes>,
    '/stockclub/atualizar-senha',
  );
  // The strength estimator loads as the field mounts; the submit waits for it.
  await screen.findByText(/^Difícil de adivinhar/);
  await user.type(screen.getByLabelText(/^Senha atual/), 'Antiga#123');
  await user.type(screen.getByLabelText(/^Nova senha/), 'Pista#Veloz42');
  await user.type(screen.getByLabelText(/^Confirme a nova senha/), 'Pista#Veloz42');
  await user.click(screen.getByRole('button', { name: 'Atualizar senha' }));
}

describe('update password page (fan-club.md §4, §9)', () => {
  it('shows the success message and logs out to the login after 3 s', async () => {
    const leave = vi.fn();
    setSessionNavigator(leave);
    signIn({ ...USUARIO_DESLOGADO, idUsuario: 7, email: 'ana@example.com' });
    setAccessToken({ accessToken: 'token-da-ana', expiresIn: 900 });
    server.use(
      contaHandlers.atualizarSenha({ mensagem: clubePtBr.atualizacaoSucesso }),
      libHandlers.logout(reply(204)),
    );
    const requests = recordRequests();
    await submitChange();
    expect(await screen.findByText('Atualização realizada com sucesso')).toBeTruthy();
    expect(requests[0]?.body).toEqual({
      oldPassword: 'Antiga#123',
      newPassword: 'Pista#Veloz42',
      confirmNewPassword: 'Pista#Veloz42',
    });
    await act(() => vi.advanceTimersByTimeAsync(2_900));
    expect(leave).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(leave).toHaveBeenCalledWith('/stockclub/login');
    expect(isSignedIn()).toBe(false);
    expect(screen.getByText('Página de login')).toBeTruthy();
  });

  it("shows the server's reason, else the spec's hint", async () => {
    server.use(
      contaHandlers.atualizarSenha(problem(400, clubePtBr.senhaAtualIncorreta), reply(500)),
    );
    await submitChange();
    expect((await screen.findByRole('alert')).textContent).toBe(clubePtBr.senhaAtualIncorreta);
    await userEvent
      .setup({ advanceTimers: vi.advanceTimersByTime })
      .click(screen.getByRole('button', { name: 'Atualizar senha' }));
    await vi.waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(clubePtBr.atualizarSenhaFalha),
    );
  });
});
