import { StrictMode, useState } from 'react';
import { act, fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Galeria } from '@stockcar/shared/schemas/noticias';
import { signInForTest } from '../../../testing/member-session.ts';
import { perfil } from '../../../testing/perfil.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { installRuntimeConfig } from '../../../testing/runtime-config.ts';
import { recordRequests } from '../../../testing/sent-requests.ts';
import { libHandlers } from '../../../testing/handlers.ts';
import { server } from '../../../testing/msw.ts';
import { reply } from '../../../testing/fake-api.ts';
import { beneficioHandlers } from '../testing/handlers.ts';
import { BehindTheScenes } from './behind-the-scenes.tsx';
import { LiveLoggedInEvent } from './live-logged-in.tsx';
import { TestimonialsCarousel } from './testimonials-carousel.tsx';

const gallery = (id: number, images: number): Galeria => ({
  id,
  titulo: `Galeria ${id}`,
  dataPublicacao: '2025-01-01T00:00:00.000Z',
  imagemGaleria: Array.from({ length: images }, (_, i) => `/media/g${id}-${i}.svg`),
});

beforeEach(async () => {
  await installRuntimeConfig();
  signInForTest();
});

describe('behind the scenes (fan-club.md §2, §9)', () => {
  it("shows the first 4 images of the favourite driver's bastidores", async () => {
    server.use(
      libHandlers.getPerfil({ perfil: perfil() }),
      beneficioHandlers.getBastidores(10, { galerias: [gallery(1, 3), gallery(2, 3)] }),
    );
    const calls = recordRequests();
    renderWithProviders(<BehindTheScenes />);
    const images = await screen.findAllByRole('img');
    expect(images.map((i) => i.getAttribute('src'))).toEqual([
      '/media/g1-0.svg',
      '/media/g1-1.svg',
      '/media/g1-2.svg',
      '/media/g2-0.svg',
    ]);
    expect(calls.some((c) => c.key === 'GET /Piloto/10/bastidores')).toBe(true);
  });

  it('asks for a favourite driver when there is none', async () => {
    server.use(libHandlers.getPerfil({ perfil: perfil({ pilotoFavorito: null }) }));
    renderWithProviders(<BehindTheScenes />);
    expect(await screen.findByRole('link', { name: 'piloto favorito' })).toBeTruthy();
  });
});

const TESTIMONIALS = [
  { id: 3, nome: 'Rafael, Goiânia (GO)', texto: 'Votar no Fanpush é fazer parte da equipe.' },
  { id: 1, nome: 'Mariana, São Paulo (SP)', texto: 'Levei meu pai para ver a corrida.' },
];

describe('testimonials (fan-club.md §2, §9)', () => {
  it('shows the testimonials the club wrote, in their order, the next one every 10 s', async () => {
    server.use(beneficioHandlers.getDepoimentos(TESTIMONIALS));
    renderWithProviders(<TestimonialsCarousel />);
    const text = (i: number) => `“${TESTIMONIALS[i]?.texto ?? ''}”`;
    expect(await screen.findByText(text(0))).toBeTruthy();
    expect(screen.getByText('Rafael, Goiânia (GO)')).toBeTruthy();
    // A move restarts the clock: from here the fake one measures the interval.
    vi.useFakeTimers();
    fireEvent.click(screen.getByRole('button', { name: 'Depoimento 1' }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(9_999);
    });
    expect(screen.getByText(text(0))).toBeTruthy();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(screen.getByText(text(1))).toBeTruthy();
  });

  it('says so when there are none, or when they cannot be loaded', async () => {
    server.use(beneficioHandlers.getDepoimentos([]));
    const { unmount } = renderWithProviders(<TestimonialsCarousel />);
    expect(await screen.findByText('Nenhum depoimento publicado no momento.')).toBeTruthy();
    unmount();
    server.use(beneficioHandlers.getDepoimentos(reply(500)));
    renderWithProviders(<TestimonialsCarousel />);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Não foi possível carregar os depoimentos.',
    );
  });
});

/** The block re-rendered by its page (a state change above it). */
function Rerendering() {
  const [n, setN] = useState(0);
  return (
    <>
      <button type="button" onClick={() => setN(n + 1)}>
        again
      </button>
      <LiveLoggedInEvent key="live" />
    </>
  );
}

describe('the live query (fan-club.md §2)', () => {
  it("fires 'live-logged-in' once when ?live is present", () => {
    const listener = vi.fn();
    window.addEventListener('live-logged-in', listener);
    renderWithProviders(
      <StrictMode>
        <Rerendering />
      </StrictMode>,
      '/stockclub/home?live',
    );
    fireEvent.click(screen.getByRole('button', { name: 'again' }));
    fireEvent.click(screen.getByRole('button', { name: 'again' }));
    expect(listener).toHaveBeenCalledOnce();
    window.removeEventListener('live-logged-in', listener);
  });

  it('fires nothing without it', () => {
    const listener = vi.fn();
    window.addEventListener('live-logged-in', listener);
    renderWithProviders(<LiveLoggedInEvent />, '/stockclub/home');
    expect(listener).not.toHaveBeenCalled();
    window.removeEventListener('live-logged-in', listener);
  });
});
