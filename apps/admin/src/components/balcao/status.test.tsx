import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../testing/msw.ts';
import { adminPath } from '../../testing/runtime-config.ts';
import { renderInDesk } from '../../testing/desk.tsx';
import { StatusChanger } from './status.tsx';

const lead = { id: 12, status: 'novo', versao: 3, empresa: 'Acme', notas: 0 };

const problem = (status: number, detail: string) =>
  HttpResponse.json(
    { type: 'about:blank', status, title: 'Erro', detail },
    { status, headers: { 'content-type': 'application/problem+json' } },
  );

const select = () => screen.getByRole('combobox', { name: 'Status' });

describe('StatusChanger', () => {
  it('shows the current status among the five', () => {
    renderInDesk(<StatusChanger />, { resource: 'leads', record: lead });
    expect(select()).toHaveProperty('value', 'novo');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Novo',
      'Em contato',
      'Ganho',
      'Perdido',
      'Arquivado',
    ]);
  });

  it('moves the record with the version it was read at and says so', async () => {
    let sent: unknown;
    server.use(
      http.put(adminPath('/leads/12/status'), async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ ...lead, status: 'em contato', versao: 4 });
      }),
      // The refresh after the change may read the record again.
      http.get(adminPath('/leads/12'), () =>
        HttpResponse.json({ ...lead, status: 'em contato', versao: 4 }),
      ),
    );
    renderInDesk(<StatusChanger />, { resource: 'leads', record: lead });
    await userEvent.selectOptions(select(), 'em contato');
    expect(await screen.findByText('Status alterado para "Em contato".')).toBeTruthy();
    expect(sent).toEqual({ status: 'em contato', versao: 3 });
  });

  it('offers to reload when someone changed the record first (409)', async () => {
    const detail = 'Este registro foi alterado por outra pessoa.';
    server.use(http.put(adminPath('/candidatos/12/status'), () => problem(409, detail)));
    renderInDesk(<StatusChanger />, { resource: 'candidatos', record: lead });
    await userEvent.selectOptions(select(), 'ganho');
    expect(await screen.findByText(detail)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Recarregar' })).toBeTruthy();
    await waitFor(() => expect((select() as HTMLSelectElement).disabled).toBe(false));
  });

  it("shows the server's reason when the change is refused", async () => {
    const detail = 'Escolha um status.';
    server.use(http.put(adminPath('/propostas/12/status'), () => problem(400, detail)));
    renderInDesk(<StatusChanger />, { resource: 'propostas', record: lead });
    await userEvent.selectOptions(select(), 'perdido');
    expect(await screen.findByText(detail)).toBeTruthy();
  });
});
