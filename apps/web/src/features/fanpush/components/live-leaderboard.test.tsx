import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render.tsx';
import { installRuntimeConfig } from '../../../testing/runtime-config.ts';
import { recordRequests } from '../../../testing/sent-requests.ts';
import { server } from '../../../testing/msw.ts';
import { ranking, votacao } from '../testing/fixtures.ts';
import { fanpushHandlers } from '../testing/handlers.ts';
import { LAST_REFRESH_KEY } from '../utils/last-refresh.ts';
import { LiveLeaderboard } from './live-leaderboard.tsx';
import { STREAM_MAX_FAILURES } from '../api/stream-votacao.ts';

const NOW = Date.parse('2026-05-04T12:00:00.000Z');
const toEmbedUrl = (url: string) => `https://embed.example/${new URL(url).searchParams.get('v')}`;

const advance = (ms: number) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });

function renderBoard(...answers: Parameters<typeof fanpushHandlers.getVotacao>) {
  server.use(fanpushHandlers.getVotacao(...answers));
  const calls = recordRequests();
  const view = renderWithProviders(<LiveLeaderboard toEmbedUrl={toEmbedUrl} />);
  const units = () =>
    [...view.container.querySelectorAll('[data-unit]')].map((unit) => unit.textContent);
  const loads = () => calls.filter((c) => c.key === 'GET /fanpush/votacao');
  return { calls: () => loads().length, loads, units };
}

beforeEach(async () => {
  await installRuntimeConfig();
  vi.useFakeTimers();
  vi.setSystemTime(NOW);
});

describe('live leaderboard (fan-club.md §2, §4, §9)', () => {
  it('loads on entry, every 20 s and on Atualizar, showing the new percentages', async () => {
    const first = votacao({ pilotos: ranking(8) });
    const second = votacao({ pilotos: ranking(8, (i) => 20 - i) });
    const board = renderBoard(first, second);
    await advance(0);
    expect(board.calls()).toBe(1);
    expect(screen.getAllByText('10,00%')).toHaveLength(1);
    expect(sessionStorage.getItem(LAST_REFRESH_KEY)).toBe(String(NOW));
    expect(screen.getByText('Atualizado às 09:00:00')).toBeTruthy();
    await advance(19_000);
    expect(board.calls()).toBe(1);
    await advance(1_000);
    expect(board.calls()).toBe(2);
    // The answer reaches the screen through React Query's batched notifications.
    await advance(50);
    expect(screen.getByText('20,00%')).toBeTruthy();
    expect(screen.getByText('Atualizado às 09:00:20')).toBeTruthy();
    expect(sessionStorage.getItem(LAST_REFRESH_KEY)).toBe(String(NOW + 20_000));
    await advance(20_000);
    expect(board.calls()).toBe(3);
    fireEvent.click(screen.getByRole('button', { name: 'Atualizar' }));
    await advance(0);
    expect(board.calls()).toBe(4);
    // Only the manual refresh asks past the browser cache (the API allows 10 s of caching).
    expect(board.loads().map((call) => call.headers.get('cache-control'))).toEqual([
      null,
      null,
      null,
      'no-cache',
    ]);
  });

  it('shows the top 6 large and positions 7 to 24 in a list, two decimals each', async () => {
    renderBoard(votacao({ pilotos: ranking(24, (i) => (i === 0 ? 12.345 : 4)) }));
    await advance(0);
    const top = screen.getByRole('list', { name: 'Os 6 mais votados' });
    expect(within(top).getAllByRole('listitem')).toHaveLength(6);
    expect(within(top).getByText('12,35%')).toBeTruthy();
    const rest = screen.getByRole('list', { name: 'Posições 7 a 24' });
    expect(
      within(rest)
        .getAllByRole('listitem')
        .map((li) => li.firstChild?.textContent),
    ).toEqual(Array.from({ length: 18 }, (_, i) => `${i + 7}º`));
    expect(screen.queryByTitle('Transmissão ao vivo')).toBeNull();
  });

  it.each([
    ['missing', null],
    ['invalid', 'amanhã'],
    ['past', '2026-05-04T11:59:59.000Z'],
  ])('keeps the countdown at zero when the end date is %s', async (_, dataFimVotacao) => {
    const board = renderBoard(votacao({ dataFimVotacao }));
    await advance(0);
    expect(board.units()).toEqual(['00', '00', '00', '00']);
    await advance(3_000);
    expect(board.units()).toEqual(['00', '00', '00', '00']);
  });

  it('counts down days, hours, minutes and seconds each second', async () => {
    const end = new Date(NOW + ((26 * 60 + 3) * 60 + 4) * 1000).toISOString();
    const board = renderBoard(votacao({ dataFimVotacao: end }));
    await advance(0);
    expect(board.units()).toEqual(['01', '02', '03', '04']);
    await advance(1_000);
    expect(board.units()).toEqual(['01', '02', '03', '03']);
  });

  it('with a live video rotates positions 7 to 24 in groups of 6 every 5 s', async () => {
    renderBoard(votacao({ url: 'https://www.youtube.com/watch?v=abc' }));
    await advance(0);
    expect(screen.getByTitle('Transmissão ao vivo').getAttribute('src')).toBe(
      'https://embed.example/abc',
    );
    const group = () => screen.getByRole('list', { name: /^Posições/ }).getAttribute('aria-label');
    expect(group()).toBe('Posições 7 a 12');
    await advance(4_999);
    expect(group()).toBe('Posições 7 a 12');
    await advance(1);
    expect(group()).toBe('Posições 13 a 18');
    await advance(5_000);
    expect(group()).toBe('Posições 19 a 24');
    await advance(5_000);
    expect(group()).toBe('Posições 7 a 12');
  });
});

describe('an auditable vote on the leaderboard (issue 11)', () => {
  const withCounts = (...counts: number[]) =>
    ranking(counts.length).map((piloto, i) => ({ ...piloto, contagem: counts[i] ?? 0 }));

  it("shows each driver's count beside the share, and the confirmed ballots", async () => {
    renderBoard(votacao({ pilotos: withCounts(1234, 1, 0), totalCedulas: 1235 }));
    await advance(0);
    const top = screen.getByRole('list', { name: 'Os 6 mais votados' });
    expect(
      within(top)
        .getAllByRole('listitem')
        .map((li) => li.querySelector('.fanpush-rank__score')?.textContent),
    ).toEqual(['10,00%1.234 votos', '9,75%1 voto', '9,50%0 votos']);
    expect(screen.getByText('1.235 cédulas confirmadas')).toBeTruthy();
    expect(screen.queryByText(/Votação encerrada/)).toBeNull();
    expect(screen.queryByText(/Votação pausada/)).toBeNull();
    expect(screen.queryByText(/SHA-256/)).toBeNull();
  });

  it('once closed says this is the final result and shows the short checksum', async () => {
    const checksum = `0123abcd${'e'.repeat(48)}98765432`;
    renderBoard(votacao({ votacaoAberta: false, encerrada: true, checksum, totalCedulas: 1 }));
    await advance(0);
    expect(screen.getByRole('status').textContent).toBe(
      'Votação encerrada. Este é o resultado final.',
    );
    expect(screen.getByText('1 cédula confirmada')).toBeTruthy();
    const code = screen.getByText('0123abcd…98765432');
    expect(code.getAttribute('title')).toBe(checksum);
    expect(
      screen.getByText(
        'O arquivo público das cédulas tem este SHA-256: com ele, qualquer pessoa confere a contagem.',
      ),
    ).toBeTruthy();
  });

  it('says the vote is paused while race control holds it', async () => {
    renderBoard(votacao({ votacaoAberta: false, pausada: true }));
    await advance(0);
    expect(
      screen.getByText(
        'Votação pausada pela direção de prova. Os votos voltam a ser aceitos quando ela for retomada.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText(/Votação encerrada/)).toBeNull();
  });

  it('says nothing about ballots when there is no vote at all', async () => {
    renderBoard(
      votacao({ votacaoAberta: false, idEtapaFanpush: null, pilotos: [], totalCedulas: 0 }),
    );
    await advance(0);
    expect(screen.getByText('Ainda não há votos nesta etapa.')).toBeTruthy();
    expect(screen.queryByText(/cédula/)).toBeNull();
  });
});

/** The browser's EventSource, driven by the test: what the server pushes, when it fails. */
class FakeEventSource {
  static last: FakeEventSource | undefined;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: (() => void) | null = null;
  closed = false;
  constructor(readonly url: string) {
    FakeEventSource.last = this;
  }
  close() {
    this.closed = true;
  }
  push(data: unknown) {
    act(() => this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(data) })));
  }
  fail() {
    act(() => this.onerror?.());
  }
}

describe('live leaderboard pushed by the server (issue 13)', () => {
  beforeEach(() => vi.stubGlobal('EventSource', FakeEventSource));
  afterEach(() => vi.unstubAllGlobals());

  it('shows each pushed state at once and stops polling while the stream delivers', async () => {
    const board = renderBoard(votacao({ pilotos: ranking(8) }));
    await advance(0);
    expect(board.calls()).toBe(1);
    const source = FakeEventSource.last;
    expect(source?.url).toBe('/api/v1/fanpush/votacao/stream?idioma=pt-br&apiKey=test-api-key');
    await advance(1_000);
    source?.push(votacao({ pilotos: ranking(8, (i) => 20 - i) }));
    await advance(50);
    expect(screen.getByText('20,00%')).toBeTruthy();
    expect(sessionStorage.getItem(LAST_REFRESH_KEY)).toBe(String(NOW + 1_000));
    await advance(60_000);
    expect(board.calls()).toBe(1);
  });

  it(`goes back to polling every 20 s after ${STREAM_MAX_FAILURES} failures in a row`, async () => {
    const board = renderBoard(votacao({ pilotos: ranking(8) }));
    await advance(0);
    const source = FakeEventSource.last;
    source?.push(votacao({ pilotos: ranking(8) }));
    for (let i = 0; i < STREAM_MAX_FAILURES; i += 1) source?.fail();
    expect(source?.closed).toBe(true);
    await advance(20_000);
    expect(board.calls()).toBe(2);
  });
});
