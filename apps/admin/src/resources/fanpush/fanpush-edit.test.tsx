import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { FANPUSH_TEXTOS } from '@stockcar/shared/schemas/admin/fanpush';
import { VERSION_CONFLICT } from '@stockcar/shared/schemas/admin/lista';
import { server } from '../../testing/msw.ts';
import { adminPath } from '../../testing/runtime-config.ts';
import FanpushEdit from './fanpush-edit.tsx';
import {
  expectFailedCalls,
  janela,
  problem,
  renderAt,
  serveWindow,
} from '../../testing/fanpush.tsx';

const inputOf = (label: string) => screen.getByLabelText<HTMLInputElement>(label);
const checkbox = (numero: number) =>
  screen.getByRole<HTMLInputElement>('checkbox', { name: `#${numero} Piloto ${numero}` });

function renderWindow(...answers: ReturnType<typeof janela>[]) {
  const reads = serveWindow(...answers);
  renderAt('/fanpush/7', '/fanpush/:id/*', <FanpushEdit />);
  return reads;
}

/** The PUT answers `respond(body)`; the bodies sent are kept in order. */
function onSave(respond: (body: unknown) => Response) {
  const bodies: unknown[] = [];
  server.use(
    http.put(adminPath('/fanpush/7'), async ({ request }) => {
      const body = await request.json();
      bodies.push(body);
      return respond(body);
    }),
  );
  return bodies;
}

describe('a Fan Push window page', () => {
  it('shows and takes times in Brasília time and sends only the adjustments with the version read', async () => {
    renderWindow(janela());
    const bodies = onSave(() => HttpResponse.json(janela({ versao: 4 })));
    await waitFor(() => expect(inputOf('Abre em').value).toBe('2026-05-04T09:00'));
    expect(inputOf('Fecha em').value).toBe('2026-05-10T13:30');
    expect(
      screen.getByText(
        '9ª Etapa 2026 em Interlagos: largada em 10/05/2026, 14:00 (horário de Brasília).',
      ),
    ).toBeTruthy();

    fireEvent.change(inputOf('Abre em'), { target: { value: '2026-05-05T10:00' } });
    fireEvent.click(checkbox(4));
    fireEvent.click(checkbox(6));
    fireEvent.change(inputOf('Vídeo ao vivo (endereço)'), {
      target: { value: 'https://www.youtube.com/watch?v=abc' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));

    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({
      dataInicioVotacao: '2026-05-05T13:00:00.000Z',
      dataFimVotacao: '2026-05-10T16:30:00.000Z',
      candidatos: [1, 2, 3, 5, 6],
      urlVideo: 'https://www.youtube.com/watch?v=abc',
      versao: 3,
    });
  });

  it('keeps voted candidates ticked and says why once ballots exist', async () => {
    renderWindow(janela());
    await waitFor(() => expect(checkbox(2).checked).toBe(true));
    expect(screen.getByText(/os pilotos já votados não podem ser retirados/)).toBeTruthy();
    // Voted (1 490 ballots): locked. No ballots yet (driver 4) or not a candidate: free.
    expect(checkbox(2).disabled).toBe(true);
    expect(checkbox(4).disabled).toBe(false);
    expect(checkbox(6).disabled).toBe(false);
  });

  it("refuses the contract's mistakes under the fields and sends nothing", async () => {
    renderWindow(janela());
    const bodies = onSave(() => HttpResponse.json(janela()));
    await waitFor(() => expect(inputOf('Abre em').value).toBe('2026-05-04T09:00'));
    fireEvent.change(inputOf('Fecha em'), { target: { value: '2026-05-03T09:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(FANPUSH_TEXTOS.fimDepoisDoInicio)).toBeTruthy();
    expect(bodies).toEqual([]);
  });

  it("shows the server's field errors under the fields", async () => {
    const failed = expectFailedCalls();
    renderWindow(janela());
    onSave(() =>
      problem(400, 'Dados inválidos.', [
        { path: 'body.dataFimVotacao', message: FANPUSH_TEXTOS.fimAteALargada },
      ]),
    );
    await waitFor(() => expect(inputOf('Abre em').value).toBe('2026-05-04T09:00'));
    fireEvent.change(inputOf('Fecha em'), { target: { value: '2026-05-10T14:30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(FANPUSH_TEXTOS.fimAteALargada)).toBeTruthy();
    // react-admin also notifies the problem's summary as a message key (it has no such key).
    expect(failed()).toEqual([
      'HttpError: Dados inválidos.',
      'Warning: Missing translation for key: "Dados inválidos."',
    ]);
  });

  it('on a version conflict offers to reload and then shows the stored window', async () => {
    const failed = expectFailedCalls();
    const stored = janela({ versao: 4, dataFimVotacao: '2026-05-10T16:00:00.000Z' });
    const reads = renderWindow(janela(), stored);
    onSave(() => problem(409, VERSION_CONFLICT));
    await waitFor(() => expect(inputOf('Fecha em').value).toBe('2026-05-10T13:30'));
    fireEvent.change(inputOf('Fecha em'), { target: { value: '2026-05-10T12:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(VERSION_CONFLICT)).toBeTruthy();
    const before = reads();
    fireEvent.click(screen.getByRole('button', { name: 'Recarregar' }));
    await waitFor(() => expect(inputOf('Fecha em').value).toBe('2026-05-10T13:00'));
    expect(reads()).toBeGreaterThan(before);
    expect(failed()).toEqual([`HttpError: ${VERSION_CONFLICT}`]);
  });

  it('shows a closed window read-only, with no save', async () => {
    renderWindow(janela({ situacao: 'encerrada', encerradaEm: '2026-05-10T16:30:00.000Z' }));
    expect(
      await screen.findByText(/o resultado está congelado e a janela não muda mais/),
    ).toBeTruthy();
    expect(inputOf('Abre em').disabled).toBe(true);
    expect(checkbox(6).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Salvar' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Encerrar agora' })).toBeNull();
  });
});
