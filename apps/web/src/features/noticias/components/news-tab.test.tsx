import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { NOTICE_MS } from '@stockcar/shared/constants';
import type { Noticia } from '@stockcar/shared/schemas/noticias';
import { applyCategoryLanguage } from '../../../lib/language.ts';
import { categoryOf } from '../../../testing/categories.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { installRuntimeConfig } from '../../../testing/runtime-config.ts';
import { reply, spyOnFetch } from '../../../testing/fake-api.ts';
import { server } from '../../../testing/msw.ts';
import { noticiasHandlers } from '../testing/handlers.ts';
import { NewsTab } from './news-tab.tsx';

const EMPTY = 'Nenhuma noticia encontrada, por favor faça outra pesquisa.';

const noticia = (id: number, titulo = `Notícia ${id}`): Noticia => ({
  id,
  titulo,
  dataPublicacao: '2026-03-10T15:00:00.000Z',
  imagemNoticia: `/n${id}.svg`,
  imagemGaleria: '',
  backgroundImagem: '',
  texto: '<p>Texto</p>',
  tags: [],
});

/** The API as the list sees it: 14 news in pages of 12, 'Goiânia' finds one, else nothing. */
function stubNewsApi({ fail = false } = {}) {
  const all = Array.from({ length: 14 }, (_, i) => noticia(i + 1));
  server.use(
    noticiasHandlers.getNoticias(1, ({ query }) => {
      const busca = query.get('busca');
      const page = Number(query.get('numeroPagina'));
      if (fail && busca) return reply(500);
      const found = busca ? all.filter((n) => busca === 'Goiânia' && n.id === 3) : all;
      return {
        resultado: found.slice((page - 1) * 12, page * 12),
        tamanhoPagina: 12,
        numeroPagina: page,
        totalPaginas: Math.ceil(found.length / 12),
      };
    }),
  );
  return spyOnFetch();
}

/** The tab as the route holds it: a search that found news becomes the list's search. */
function Harness() {
  const [busca, setBusca] = useState<string | undefined>();
  return (
    <NewsTab category={categoryOf('proseries')} busca={busca} ano={2026} onSearch={setBusca} />
  );
}

const items = () => within(screen.getByRole('list')).getAllByRole('listitem');
const loadMore = () => screen.queryByRole('button', { name: 'Carregar mais' });

beforeEach(async () => {
  await installRuntimeConfig();
  applyCategoryLanguage('proseries');
});

describe('NewsTab (public-site.md §2.5 and §8)', () => {
  it("appends the next page with 'Carregar mais', which goes on the last page", async () => {
    stubNewsApi();
    renderWithProviders(<Harness />);
    expect(await screen.findByRole('link', { name: 'Notícia 1' })).toBeTruthy();
    expect(items()).toHaveLength(12);
    await userEvent.click(loadMore() as HTMLElement);
    expect(await screen.findByRole('link', { name: 'Notícia 14' })).toBeTruthy();
    expect(items()).toHaveLength(14);
    expect(loadMore()).toBeNull();
  });

  it('links each card to its article and shows the date only', async () => {
    stubNewsApi();
    renderWithProviders(<Harness />);
    const link = await screen.findByRole('link', { name: 'Notícia 2' });
    expect(link.getAttribute('href')).toBe('/stockcar/proseries/noticia/2');
    expect(screen.getAllByText('10/03/2026')).toHaveLength(12);
  });

  it('shows a search that finds news, without load more on its single page', async () => {
    const fetchMock = stubNewsApi();
    renderWithProviders(<Harness />);
    await screen.findByRole('link', { name: 'Notícia 1' });
    await userEvent.type(screen.getByRole('searchbox'), 'Goiânia{Enter}');
    await vi.waitFor(() => expect(items()).toHaveLength(1));
    expect(screen.getByRole('link', { name: 'Notícia 3' })).toBeTruthy();
    expect(loadMore()).toBeNull();
    expect(fetchMock.mock.calls.some(([url]) => url.includes('busca=Goi%C3%A2nia'))).toBe(true);
  });

  it.each([
    ['finds nothing', {}],
    ['fails', { fail: true }],
  ])(
    'when a search %s: the notice for 10 s, the list kept, load more disabled',
    async (_case, options) => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      stubNewsApi(options);
      renderWithProviders(<Harness />);
      await screen.findByRole('link', { name: 'Notícia 1' });
      await user.type(screen.getByRole('searchbox'), 'kartódromo lunar{Enter}');
      const status = screen.getByRole('status');
      await vi.waitFor(() => expect(status.textContent).toBe(EMPTY));
      expect(items()).toHaveLength(12);
      expect(loadMore()).toHaveProperty('disabled', true);
      // What was typed stays in the box for the next try.
      expect(screen.getByRole('searchbox')).toHaveProperty('value', 'kartódromo lunar');
      act(() => vi.advanceTimersByTime(NOTICE_MS - 100));
      expect(status.textContent).toBe(EMPTY);
      act(() => vi.advanceTimersByTime(100));
      expect(status.textContent).toBe('');
    },
  );

  it('says so when the season has no news', async () => {
    server.use(
      noticiasHandlers.getNoticias(1, {
        resultado: [],
        tamanhoPagina: 12,
        numeroPagina: 1,
        totalPaginas: 0,
      }),
    );
    renderWithProviders(<Harness />);
    expect(await screen.findByText('Nenhuma notícia publicada nesta temporada.')).toBeTruthy();
    expect(loadMore()).toBeNull();
  });
});
