import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { VERSION_CONFLICT } from '@stockcar/shared/schemas/admin/lista';
import { server } from '../../testing/msw.ts';
import { adminPath } from '../../testing/runtime-config.ts';
import { FanpushAcoes } from './fanpush-acoes.tsx';
import { janela, problem, renderOnWindowPage } from '../../testing/fanpush.tsx';

/** Every action posted, with its body; each answers `respond()`. */
function actions(respond: () => Response = () => HttpResponse.json(janela({ versao: 4 }))) {
  const sent: { acao: string; body: unknown }[] = [];
  server.use(
    http.post(adminPath('/fanpush/7/:acao'), async ({ params, request }) => {
      sent.push({ acao: String(params.acao), body: await request.json() });
      return respond();
    }),
  );
  return sent;
}

const renderActions = (record = janela()) => renderOnWindowPage(<FanpushAcoes />, record);

describe('pausing, resuming and closing a window', () => {
  it('pauses only after the confirmation, over the version read', async () => {
    const sent = actions();
    renderActions();
    fireEvent.click(screen.getByRole('button', { name: 'Pausar' }));
    let dialog = await screen.findByRole('dialog', { name: 'Pausar a votação da 9ª Etapa?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Pausar' }));
    dialog = await screen.findByRole('dialog', { name: 'Pausar a votação da 9ª Etapa?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Pausar' }));
    expect(await screen.findByText('Votação pausada.')).toBeTruthy();
    expect(sent).toEqual([{ acao: 'pausar', body: { versao: 3 } }]);
  });

  it('offers to resume a paused window', async () => {
    const sent = actions();
    renderActions(janela({ situacao: 'pausada', pausada: true }));
    expect(screen.queryByRole('button', { name: 'Pausar' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Retomar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Retomar a votação da 9ª Etapa?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Retomar' }));
    expect(await screen.findByText('Votação retomada.')).toBeTruthy();
    expect(sent).toEqual([{ acao: 'retomar', body: { versao: 3 } }]);
  });

  it('offers no close before the window opens (nothing to close yet)', () => {
    renderActions(janela({ situacao: 'agendada' }));
    expect(screen.getByRole('button', { name: 'Pausar' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Encerrar agora' })).toBeNull();
  });

  it('warns that closing is final before closing', async () => {
    const sent = actions();
    renderActions();
    fireEvent.click(screen.getByRole('button', { name: 'Encerrar agora' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Encerrar agora a votação da 9ª Etapa?',
    });
    expect(within(dialog).getByText(/Encerrar é definitivo/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Encerrar agora' }));
    expect(await screen.findByText('Votação encerrada. O resultado está congelado.')).toBeTruthy();
    expect(sent).toEqual([{ acao: 'encerrar', body: { versao: 3 } }]);
  });

  it('on a version conflict offers to reload', async () => {
    actions(() => problem(409, VERSION_CONFLICT));
    renderActions();
    fireEvent.click(screen.getByRole('button', { name: 'Encerrar agora' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Encerrar agora' }));
    expect(await screen.findByText(VERSION_CONFLICT)).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Recarregar' })).toBeTruthy();
  });

  it('offers no action on a closed window', () => {
    renderActions(janela({ situacao: 'encerrada' }));
    expect(screen.queryAllByRole('button')).toEqual([]);
  });
});
