import { act, fireEvent, screen, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../testing/msw.ts';
import { adminPath } from '../../testing/runtime-config.ts';
import { captureDownloads } from '../../testing/desk.tsx';
import { Apuracao } from './apuracao.tsx';
import {
  expectFailedCalls,
  janela,
  renderOnWindowPage,
  serveWindow,
} from '../../testing/fanpush.tsx';

// 4 May 2026, 12:00 UTC: 09:00:00 in Brasília.
const NOW = Date.parse('2026-05-04T12:00:00.000Z');

const advance = (ms: number) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });

const renderTotals = (record = janela()) => renderOnWindowPage(<Apuracao />, record);

const rows = () =>
  within(screen.getByRole('table', { name: 'Votos por candidato' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('live totals of a Fan Push window', () => {
  it('shows the loading state, then ballots and each count as a number', async () => {
    server.use(
      http.get(adminPath('/fanpush/7'), async () => {
        await delay(200);
        return HttpResponse.json(janela());
      }),
    );
    renderTotals();
    expect(screen.getByText('Carregando a apuração…')).toBeTruthy();
    expect(await screen.findByText('Cédulas confirmadas: 1.500')).toBeTruthy();
    expect(rows()).toEqual([
      ['1º', '#2 Piloto 2', '1.490', '33,11%'],
      ['2º', '#3 Piloto 3', '1.234', '27,42%'],
      ['3º', '#1 Piloto 1', '1.200', '26,67%'],
      ['4º', '#5 Piloto 5', '576', '12,80%'],
      ['5º', '#4 Piloto 4', '0', '0,00%'],
    ]);
  });

  it('reads them again every 5 s while the window is open, and stops once it is closed', async () => {
    const later = janela({
      totalCedulas: 1501,
      contagem: janela().contagem.map((c) => (c.idPiloto === 2 ? { ...c, votos: 1491 } : c)),
    });
    const closed = { ...later, situacao: 'encerrada' as const, checksum: 'ab'.repeat(32) };
    const count = serveWindow(janela(), later, closed);
    renderTotals();
    expect(await screen.findByText('Cédulas confirmadas: 1.500')).toBeTruthy();
    expect(screen.getByText('Atualizado às 09:00:00; atualiza a cada 5 segundos.')).toBeTruthy();
    await advance(4_900);
    expect(count()).toBe(1);
    await advance(100);
    expect(await screen.findByText('Cédulas confirmadas: 1.501')).toBeTruthy();
    expect(rows()[0]).toEqual(['1º', '#2 Piloto 2', '1.491', '33,13%']);
    await advance(5_000);
    expect(await screen.findByRole('heading', { name: 'Resultado final' })).toBeTruthy();
    expect(count()).toBe(3);
    await advance(15_000);
    expect(count()).toBe(3);
  });

  it('says a read failed, keeps the last numbers and reads again on request', async () => {
    const failed = expectFailedCalls();
    const count = serveWindow(janela(), null, janela({ totalCedulas: 1502 }));
    renderTotals();
    expect(await screen.findByText('Cédulas confirmadas: 1.500')).toBeTruthy();
    await advance(5_000);
    expect(
      await screen.findByText(
        'Não foi possível atualizar a apuração: os números abaixo são de 09:00:00.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('Cédulas confirmadas: 1.500')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Tentar de novo' }));
    expect(await screen.findByText('Cédulas confirmadas: 1.502')).toBeTruthy();
    expect(screen.queryByText(/Não foi possível atualizar/)).toBeNull();
    expect(count()).toBe(3);
    expect(failed()).toEqual(['HttpError: Erro interno.']);
  });

  it('says so when the first read fails', async () => {
    const failed = expectFailedCalls();
    serveWindow(null);
    renderTotals();
    expect(await screen.findByText('Não foi possível atualizar a apuração.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(failed()).toEqual(['HttpError: Erro interno.']);
  });

  it('shows a closed window’s frozen result, its checksum and exports the ballots', async () => {
    const checksum = 'c0ffee'.repeat(10) + 'abcd';
    const closed = janela({
      situacao: 'encerrada',
      encerradaEm: '2026-05-10T16:30:00.000Z',
      checksum,
    });
    const count = serveWindow(closed);
    const saved = captureDownloads();
    server.use(
      http.get(
        adminPath('/fanpush/7/cedulas.csv'),
        () =>
          new HttpResponse('recibo,confirmado_em\r\nA1B2,2026-05-05T10:00:00.000Z\r\n', {
            headers: {
              'content-type': 'text/csv; charset=utf-8',
              'content-disposition': 'attachment; filename="fanpush-etapa-12-cedulas.csv"',
              'x-checksum-sha256': checksum,
            },
          }),
      ),
    );
    renderTotals(closed);
    expect(await screen.findByRole('heading', { name: 'Resultado final' })).toBeTruthy();
    expect(screen.getByText('Encerrada em 10/05/2026, 13:30.')).toBeTruthy();
    expect(screen.getByText(checksum)).toBeTruthy();
    expect(rows()).toHaveLength(5);
    fireEvent.click(screen.getByRole('button', { name: 'Exportar cédulas (CSV)' }));
    expect(await screen.findByText('Arquivo fanpush-etapa-12-cedulas.csv baixado.')).toBeTruthy();
    expect(saved.map((file) => file.name)).toEqual(['fanpush-etapa-12-cedulas.csv']);
    expect(await saved[0]?.blob.text()).toContain('A1B2');
    await advance(10_000);
    expect(count()).toBe(1);
  });

  it('says when the export fails and saves nothing', async () => {
    const closed = janela({ situacao: 'encerrada', checksum: 'ab'.repeat(32) });
    serveWindow(closed);
    const saved = captureDownloads();
    server.use(
      http.get(adminPath('/fanpush/7/cedulas.csv'), () => new HttpResponse(null, { status: 500 })),
    );
    renderTotals(closed);
    fireEvent.click(await screen.findByRole('button', { name: 'Exportar cédulas (CSV)' }));
    expect(
      await screen.findByText('Não foi possível exportar as cédulas. Tente de novo.'),
    ).toBeTruthy();
    expect(saved).toEqual([]);
  });
});
