import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render.tsx';
import { installRuntimeConfig } from '../../../testing/runtime-config.ts';
import { registroHandlers } from '../testing/handlers.ts';
import { serveSignup } from '../testing/signup.ts';
import { SmsCodeStep } from './sms-code-step.tsx';

beforeEach(async () => {
  await installRuntimeConfig();
});

const CELULAR = '+5491123456789';

describe('foreign sign-up SMS code (fan-club.md §4)', () => {
  it('sends the code once, offers a resend later and confirms code and celular', async () => {
    const calls = serveSignup(
      registroHandlers.sendCodigoSms({
        mensagem: 'ok',
        reenvioEmSegundos: 60,
        expiraEmSegundos: 600,
      }),
      registroHandlers.validateCodigoSms({ mensagem: 'ok' }),
    );
    const onConfirmed = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<SmsCodeStep celular={CELULAR} onConfirmed={onConfirmed} />);
    expect(await screen.findByText('Token enviado com sucesso para o celular')).toBeTruthy();
    expect(calls.filter((c) => c.url === '/registro/enviar-codigo')).toHaveLength(1);
    expect(screen.getByText(/Você pode pedir um novo código em 60 s/)).toBeTruthy();
    const confirm = screen.getByRole('button', { name: 'Confirmar' });
    expect(confirm).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('textbox', { name: 'Dígito 1 de 6' }));
    await user.paste('123456');
    await user.click(confirm);
    await vi.waitFor(() => expect(onConfirmed).toHaveBeenCalled());
    expect(calls.find((c) => c.url === '/registro/validar-codigo')?.body).toEqual({
      code: '123456',
      celular: CELULAR,
    });
  });
});
