import { act, fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { signInForTest } from '../../../testing/member-session.ts';
import { server } from '../../../testing/msw.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { installRuntimeConfig } from '../../../testing/runtime-config.ts';
import { stockChannelHandlers } from '../testing/handlers.ts';
import { LibraryCarousel } from './library-carousel.tsx';
import { LibraryVideos } from './library-videos.tsx';

const library = (id: number, quantidadeDeVideos: number) => ({
  idBiblioteca: id,
  nome: `Biblioteca ${id}`,
  thumbnail: `/media/b${id}.svg`,
  quantidadeDeVideos,
});
const names = () =>
  within(screen.getByRole('list'))
    .getAllByRole('link')
    .map((l) => l.textContent ?? '');

beforeEach(async () => {
  await installRuntimeConfig();
  signInForTest();
});

describe('Stock Channel carousel (fan-club.md §2, §9)', () => {
  it('shows 3 libraries per slide with their counts and moves every 15 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    server.use(stockChannelHandlers.getBibliotecas([1, 2, 3, 4].map((id) => library(id, id - 1))));
    renderWithProviders(<LibraryCarousel />);
    await screen.findByText('Biblioteca 1');
    expect(names()).toEqual([
      'Biblioteca 10 vídeos',
      'Biblioteca 21 vídeo',
      'Biblioteca 32 vídeos',
    ]);
    expect(screen.getByRole('link', { name: /Biblioteca 1/ }).getAttribute('href')).toBe(
      '/stockclub/channel/1',
    );
    await act(async () => {
      await vi.advanceTimersByTimeAsync(14_900);
    });
    expect(names()).toHaveLength(3);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(100);
    });
    expect(names()).toEqual(['Biblioteca 43 vídeos']);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(15_000);
    });
    expect(names()).toHaveLength(3);
  });

  it('has an empty state', async () => {
    server.use(stockChannelHandlers.getBibliotecas([]));
    renderWithProviders(<LibraryCarousel />);
    expect(await screen.findByText('Nenhuma biblioteca disponível ainda.')).toBeTruthy();
  });
});

describe('Stock Channel library (fan-club.md §2)', () => {
  it('opens a video in a modal that autoplays muted', async () => {
    server.use(
      stockChannelHandlers.getBiblioteca(5, {
        ...library(5, 2),
        videos: [
          {
            titulo: 'Volta onboard',
            thumbnail: '/t1.svg',
            link: 'https://www.youtube.com/watch?v=abcdefghijk',
          },
          {
            titulo: 'Pit stop',
            thumbnail: '/t2.svg',
            link: 'https://www.youtube.com/watch?v=zyxwvutsrqp',
          },
        ],
      }),
    );
    renderWithProviders(<LibraryVideos idBiblioteca={5} />);
    expect(await screen.findByText('2 vídeos')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Pit stop' }));
    const dialog = screen.getByRole('dialog', { name: 'Pit stop' });
    const src = new URL(within(dialog).getByTitle('Pit stop').getAttribute('src') ?? '');
    expect(src.pathname).toBe('/embed/zyxwvutsrqp');
    expect(src.searchParams.get('autoplay')).toBe('1');
    expect(src.searchParams.get('mute')).toBe('1');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Fechar vídeo' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
