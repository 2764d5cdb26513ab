import { act, fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Beneficio } from '@stockcar/shared/schemas/clube-conteudo';
import { signInForTest } from '../../../testing/member-session.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { installRuntimeConfig } from '../../../testing/runtime-config.ts';
import { problem, reply } from '../../../testing/fake-api.ts';
import { recordRequests } from '../../../testing/sent-requests.ts';
import { server } from '../../../testing/msw.ts';
import { beneficioHandlers } from '../testing/handlers.ts';
import { GiftsCarousel } from './gifts-carousel.tsx';

const GIFTS = [1, 2, 3].map((id): Beneficio => ({
  id,
  nome: `Brinde ${id}`,
  urlImagem: `/media/b${id}.svg`,
}));
const advance = (ms: number) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });

beforeEach(async () => {
  await installRuntimeConfig();
  signInForTest('member-jwt');
  vi.useFakeTimers({ shouldAdvanceTime: true });
});

describe('gifts carousel (fan-club.md §2, §7, §9)', () => {
  it('shows the next gift every 15 s, back to the first after the last', async () => {
    server.use(beneficioHandlers.getBeneficios(GIFTS));
    renderWithProviders(<GiftsCarousel />);
    expect(await screen.findByText('Brinde 1')).toBeTruthy();
    await advance(14_900);
    expect(screen.getByText('Brinde 1')).toBeTruthy();
    await advance(100);
    expect(screen.getByText('Brinde 2')).toBeTruthy();
    await advance(15_000);
    expect(screen.getByText('Brinde 3')).toBeTruthy();
    await advance(15_000);
    expect(screen.getByText('Brinde 1')).toBeTruthy();
  });

  it('downloads the gift as a file with the API key and the bearer', async () => {
    server.use(
      beneficioHandlers.getBeneficios(GIFTS),
      beneficioHandlers.downloadBeneficio(
        1,
        reply(200, new Blob(['<svg/>'], { type: 'image/svg+xml' }), {
          'content-type': 'image/svg+xml',
          'content-disposition': `attachment; filename="papel.svg"; filename*=UTF-8''papel-de-parede%C3%A9.svg`,
        }),
      ),
    );
    const calls = recordRequests();
    const createObjectURL = vi.fn(() => 'blob:gift');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const clicks: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicks.push(this);
    });
    renderWithProviders(<GiftsCarousel />);
    fireEvent.click(await screen.findByRole('button', { name: 'Baixar brinde' }));
    await advance(0);
    const download = calls.find((c) => c.key === 'GET /Beneficio/1/Download');
    expect(download?.headers.get('x-api-key')).toBe('test-api-key');
    expect(download?.headers.get('authorization')).toBe('Bearer member-jwt');
    expect(createObjectURL).toHaveBeenCalledOnce();
    expect(clicks[0]?.download).toBe('papel-de-parede\u00e9.svg');
    expect(clicks[0]?.href).toBe('blob:gift');
  });

  it('says so when a download fails', async () => {
    server.use(
      beneficioHandlers.getBeneficios(GIFTS),
      beneficioHandlers.downloadBeneficio(1, problem(404, 'Brinde não encontrado.')),
    );
    renderWithProviders(<GiftsCarousel />);
    fireEvent.click(await screen.findByRole('button', { name: 'Baixar brinde' }));
    expect(await screen.findByText('Brinde não encontrado.')).toBeTruthy();
  });

  it('has an empty state', async () => {
    server.use(beneficioHandlers.getBeneficios([]));
    renderWithProviders(<GiftsCarousel />);
    expect(await screen.findByText('Nenhum brinde disponível no momento.')).toBeTruthy();
  });
});
