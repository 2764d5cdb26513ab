import { act, fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { signInForTest } from '../../../testing/member-session.ts';
import { perfil } from '../../../testing/perfil.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { installRuntimeConfig } from '../../../testing/runtime-config.ts';
import { reply } from '../../../testing/fake-api.ts';
import { recordRequests } from '../../../testing/sent-requests.ts';
import { server } from '../../../testing/msw.ts';
import { perfilHandlers } from '../testing/handlers.ts';
import { PhoneChange } from './phone-change.tsx';
import { clubePtBr } from '@stockcar/shared/locales/clube/pt-br';

const sent = { mensagem: 'ok', reenvioEmSegundos: 120, expiraEmSegundos: 600 };

beforeEach(async () => {
  await installRuntimeConfig();
  signInForTest();
});

describe('phone change (fan-club.md §4, §9)', () => {
  it('sends old and new numbers, counts 120 s before a resend, then validates the token', async () => {
    server.use(
      perfilHandlers.startPhoneChange(sent),
      perfilHandlers.confirmPhoneToken({
        perfil: perfil({ phone: '(21) 99876-5432', celularAtivo: true }),
        mensagem: clubePtBr.telefoneValidado,
      }),
    );
    const calls = recordRequests(({ url, body }) => ({ url, body }));
    vi.useFakeTimers();
    renderWithProviders(<PhoneChange perfil={perfil()} focus={false} />);
    fireEvent.change(screen.getByLabelText('Novo celular'), { target: { value: '21998765432' } });
    expect(screen.getByLabelText('Novo celular')).toHaveProperty('value', '(21) 99876-5432');
    fireEvent.click(screen.getByRole('button', { name: 'Alterar celular' }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(calls[0]).toEqual({
      url: '/api/v1/Perfil/telefone',
      body: { telefoneAntigo: '(11) 98765-4321', telefoneNovo: '(21) 99876-5432' },
    });
    expect(screen.getByText(clubePtBr.tokenEnviado)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reenviar token em 120 s' })).toHaveProperty(
      'disabled',
      true,
    );
    for (let second = 0; second < 120; second += 1) {
      await act(async () => {
        await vi.advanceTimersByTimeAsync(1000);
      });
    }
    expect(screen.getByRole('button', { name: 'Reenviar token' })).toHaveProperty(
      'disabled',
      false,
    );

    const boxes = screen.getAllByRole('textbox');
    expect(boxes).toHaveLength(6);
    fireEvent.paste(boxes[0] as HTMLElement, { clipboardData: { getData: () => '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar' }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(calls.at(-1)).toEqual({
      url: '/api/v1/Perfil/token-telefone',
      body: { token: '123456' },
    });
    expect(screen.getByText(clubePtBr.telefoneValidado)).toBeTruthy();
  });

  it("shows 'Algo deu errado ao validar o token' when the token check fails without a text", async () => {
    server.use(perfilHandlers.startPhoneChange(sent), perfilHandlers.confirmPhoneToken(reply(502)));
    renderWithProviders(<PhoneChange perfil={perfil()} focus={false} />);
    fireEvent.change(screen.getByLabelText('Novo celular'), { target: { value: '21998765432' } });
    fireEvent.click(screen.getByRole('button', { name: 'Alterar celular' }));
    const group = await screen.findByRole('group', { name: /Token enviado por SMS/ });
    const first = within(group).getAllByRole('textbox')[0] as HTMLElement;
    fireEvent.paste(first, { clipboardData: { getData: () => '654321' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect((await screen.findByRole('alert')).textContent).toBe(clubePtBr.tokenFalha);
  });
});
