import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../testing/msw.ts';
import { adminPath } from '../../testing/runtime-config.ts';
import { renderInDesk } from '../../testing/desk.tsx';
import { NotasPanel } from './notas.tsx';

const record = { id: 5, status: 'novo', versao: 1, notas: 1 };
const antiga = {
  id: 1,
  texto: 'Ligou pedindo o deck.',
  staffId: 3,
  autor: 'Carla Comercial',
  criadoEm: '2026-05-01T12:00:00.000Z',
};

const renderPanel = () => renderInDesk(<NotasPanel />, { resource: 'propostas', record });
const campo = () => screen.getByRole('textbox', { name: 'Nova nota' });
const adicionar = () => screen.getByRole('button', { name: 'Adicionar nota' });

describe('NotasPanel', () => {
  it("lists the record's notes with author", async () => {
    server.use(http.get(adminPath('/propostas/5/notas'), () => HttpResponse.json([antiga])));
    renderPanel();
    const lista = await screen.findByRole('list', { name: 'Notas internas' });
    expect(within(lista).getByText('Ligou pedindo o deck.')).toBeTruthy();
    expect(within(lista).getByText(/^Carla Comercial · /)).toBeTruthy();
  });

  it('says when there is no note yet', async () => {
    server.use(http.get(adminPath('/propostas/5/notas'), () => HttpResponse.json([])));
    renderPanel();
    expect(await screen.findByText('Nenhuma nota ainda.')).toBeTruthy();
  });

  it('says when the notes cannot be loaded and tries again', async () => {
    let calls = 0;
    server.use(
      http.get(adminPath('/propostas/5/notas'), () => {
        calls += 1;
        return calls === 1 ? new HttpResponse(null, { status: 500 }) : HttpResponse.json([antiga]);
      }),
    );
    renderPanel();
    expect(await screen.findByText('Não foi possível carregar as notas.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Tentar de novo' }));
    expect(await screen.findByText('Ligou pedindo o deck.')).toBeTruthy();
  });

  it('adds a note, shows it first and empties the field', async () => {
    let sent: unknown;
    server.use(
      http.get(adminPath('/propostas/5/notas'), () => HttpResponse.json([antiga])),
      http.post(adminPath('/propostas/5/notas'), async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(
          { ...antiga, id: 2, texto: 'Reunião marcada para terça.' },
          { status: 201 },
        );
      }),
      http.get(adminPath('/propostas/5'), () => HttpResponse.json({ ...record, notas: 2 })),
    );
    renderPanel();
    await screen.findByText('Ligou pedindo o deck.');
    await userEvent.type(campo(), '  Reunião marcada para terça. ');
    await userEvent.click(adicionar());
    expect(await screen.findByText('Nota adicionada.')).toBeTruthy();
    expect(sent).toEqual({ texto: 'Reunião marcada para terça.' });
    const itens = within(screen.getByRole('list', { name: 'Notas internas' })).getAllByRole(
      'listitem',
    );
    expect(itens.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Reunião marcada para terça.'),
      expect.stringContaining('Ligou pedindo o deck.'),
    ]);
    expect(campo()).toHaveProperty('value', '');
  });

  it('asks for the text before sending an empty note', async () => {
    // No POST handler: a request would fail the test.
    server.use(http.get(adminPath('/propostas/5/notas'), () => HttpResponse.json([])));
    renderPanel();
    await screen.findByText('Nenhuma nota ainda.');
    await userEvent.type(campo(), '   ');
    await userEvent.click(adicionar());
    expect(await screen.findByText('Escreva a nota.')).toBeTruthy();
  });

  it("keeps the text and shows the server's reason when the note is refused", async () => {
    server.use(
      http.get(adminPath('/propostas/5/notas'), () => HttpResponse.json([])),
      http.post(adminPath('/propostas/5/notas'), () =>
        HttpResponse.json(
          {
            type: 'about:blank',
            status: 404,
            title: 'Not Found',
            detail: 'Registro não encontrado.',
          },
          { status: 404, headers: { 'content-type': 'application/problem+json' } },
        ),
      ),
    );
    renderPanel();
    await screen.findByText('Nenhuma nota ainda.');
    await userEvent.type(campo(), 'Retornar amanhã');
    await userEvent.click(adicionar());
    expect(await screen.findByText('Registro não encontrado.')).toBeTruthy();
    await waitFor(() => expect(campo()).toHaveProperty('value', 'Retornar amanhã'));
  });
});
