import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { AdminContext, Notification, RecordContextProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { dataProvider } from '../../data/data-provider.ts';
import { i18nProvider } from '../../i18n/index.ts';
import { server } from '../../testing/msw.ts';
import { adminPath } from '../../testing/runtime-config.ts';
import { ReenviarAtivacaoButton } from './reenviar-ativacao-button.tsx';

const membro = (ativo: boolean, emailConfirmado = ativo) => ({
  id: 7,
  nome: 'Ana',
  email: 'ana@example.com',
  ativo,
  estado: { ativo, emailConfirmado },
});

function renderButton(record: object) {
  return render(
    <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
      <RecordContextProvider value={record}>
        <ReenviarAtivacaoButton />
      </RecordContextProvider>
      <Notification />
    </AdminContext>,
  );
}

const problem = (status: number, detail: string) =>
  HttpResponse.json(
    { type: 'about:blank', status, title: 'Conflito', detail },
    { status, headers: { 'content-type': 'application/problem+json' } },
  );

describe('ReenviarAtivacaoButton', () => {
  it('is disabled when the account is already active', async () => {
    renderButton(membro(true));
    const button = await screen.findByRole('button', { name: 'Reenviar e-mail de ativação' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
  });

  it('sends the activation again and says so', async () => {
    let calls = 0;
    server.use(
      http.post(adminPath('/membros/7/reenviar-ativacao'), () => {
        calls += 1;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    renderButton(membro(false));
    await userEvent.click(
      await screen.findByRole('button', { name: 'Reenviar e-mail de ativação' }),
    );
    expect(await screen.findByText('E-mail de ativação reenviado.')).toBeTruthy();
    expect(calls).toBe(1);
  });

  it("shows a 409's Portuguese reason", async () => {
    const detail = 'Este cadastro ainda espera o código SMS; o e-mail de ativação segue o código.';
    server.use(http.post(adminPath('/membros/7/reenviar-ativacao'), () => problem(409, detail)));
    renderButton(membro(false));
    await userEvent.click(
      await screen.findByRole('button', { name: 'Reenviar e-mail de ativação' }),
    );
    await waitFor(() => expect(screen.getByText(detail)).toBeTruthy());
  });
});
