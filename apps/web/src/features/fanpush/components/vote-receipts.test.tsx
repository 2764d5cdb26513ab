import { act, fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { signInForTest } from '../../../testing/member-session.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { installRuntimeConfig } from '../../../testing/runtime-config.ts';
import { problem } from '../../../testing/fake-api.ts';
import { recordRequests } from '../../../testing/sent-requests.ts';
import { server } from '../../../testing/msw.ts';
import { recibo } from '../testing/fixtures.ts';
import { fanpushHandlers } from '../testing/handlers.ts';
import { VoteReceipts } from './vote-receipts.tsx';

const settle = () => act(() => vi.advanceTimersByTimeAsync(0));

beforeEach(async () => {
  await installRuntimeConfig();
  signInForTest();
  vi.useFakeTimers();
});

function renderReceipts(...answers: Parameters<typeof fanpushHandlers.getRecibos>) {
  server.use(fanpushHandlers.getRecibos(...answers));
  const calls = recordRequests();
  renderWithProviders(<VoteReceipts />);
  return () => calls.filter((call) => call.key === 'GET /Fanpush/recibos').length;
}

describe('Meus votos no Fan Push (profile)', () => {
  it('lists each receipt with its stage, date, picks and confirmation time', async () => {
    const older = recibo({
      recibo: 'FP-2B8N-4CRV-Q1LA',
      idEtapaFanpush: 11,
      etapa: '8ª Etapa',
      circuito: 'Cascavel',
      dataEtapa: '2026-04-26T17:00:00.000Z',
      confirmadoEm: '2026-04-24T01:30:00.000Z',
    });
    renderReceipts({ recibos: [recibo(), older] });
    expect(screen.getByText('Carregando os seus votos…')).toBeTruthy();
    await settle();
    const section = within(screen.getByRole('region', { name: 'Meus votos no Fan Push' }));
    const list = within(section.getByRole('list', { name: 'Votos confirmados' }));
    expect(list.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      '9ª Etapa · Interlagos',
      '8ª Etapa · Cascavel',
    ]);
    const first = screen.getByRole('heading', { name: '9ª Etapa · Interlagos' }).closest('li');
    if (!first) throw new Error('a list item per receipt');
    const card = within(first);
    expect(card.getByText('Etapa em 10/05/2026')).toBeTruthy();
    expect(card.getByText('FP-7K2M-9QX4-H3TD')).toBeTruthy();
    expect(card.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      '#3 Piloto 3',
      '#1 Piloto 1',
      '#7 Piloto 7',
    ]);
    expect(card.getByText('Confirmado em 05/05/2026, 10:15')).toBeTruthy();
    // Brasília's day: confirmed at 01:30 UTC on the 24th is the 23rd at 22:30.
    expect(screen.getByText('Confirmado em 23/04/2026, 22:30')).toBeTruthy();
  });

  it('says so when the member has not voted yet', async () => {
    renderReceipts({ recibos: [] });
    await settle();
    expect(screen.getByText('Você ainda não votou no Fan Push')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('says a failed load and loads again on "Tentar novamente"', async () => {
    const loads = renderReceipts(problem(500, 'Erro interno.'), { recibos: [recibo()] });
    await settle();
    expect(screen.getByRole('alert').textContent).toContain(
      'Não foi possível carregar os seus votos.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    await settle();
    expect(screen.getByText('FP-7K2M-9QX4-H3TD')).toBeTruthy();
    expect(loads()).toBe(2);
  });
});
