import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Noticia } from '@stockcar/shared/schemas/noticias';
import { applyCategoryLanguage } from '../../../lib/language.ts';
import { categoryOf } from '../../../testing/categories.ts';
import { spyOnFetch } from '../../../testing/fake-api.ts';
import { server } from '../../../testing/msw.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { installRuntimeConfig } from '../../../testing/runtime-config.ts';
import { noticiasHandlers } from '../testing/handlers.ts';
import { HomeNews, RelatedNews } from './home-news.tsx';

const page = (ids: number[]) => ({
  resultado: ids.map((id): Noticia => ({
    id,
    titulo: `Notícia ${id}`,
    dataPublicacao: '2026-05-01T15:00:00.000Z',
    imagemNoticia: '/n.svg',
    imagemGaleria: '',
    backgroundImagem: '',
    texto: '',
    tags: [],
  })),
  tamanhoPagina: ids.length,
  numeroPagina: 1,
  totalPaginas: 3,
});

beforeEach(async () => {
  await installRuntimeConfig();
  applyCategoryLanguage('proseries');
});

describe('the home news blocks (public-site.md §2.3 and §9)', () => {
  it("lists the category's 5 latest news, page 1, and links to the whole list", async () => {
    server.use(noticiasHandlers.getNoticias(1, page([1, 2, 3, 4, 5])));
    const fetchMock = spyOnFetch();
    renderWithProviders(<HomeNews category={categoryOf('proseries')} />);
    expect(await screen.findByRole('link', { name: 'Notícia 5' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'NOTÍCIAS', level: 2 })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ver todas' }).getAttribute('href')).toBe(
      '/stockcar/proseries/novidade',
    );
    const url = new URL(String(fetchMock.mock.calls[0]?.[0]), 'http://localhost');
    expect(url.searchParams.get('tamanhoPagina')).toBe('5');
    expect(url.searchParams.get('numeroPagina')).toBe('1');
    expect(screen.queryByRole('button', { name: 'Carregar mais' })).toBeNull();
  });

  it.each([
    [0, 'RUMO À PRO SERIES', 3, 'RumoàStockCar', 'stock-series'],
    [1, 'CORRIDA VIRTUAL', 2, 'StockCarVirtual', 'e-stock'],
  ] as const)(
    'related block %i of the Pro Series: %s, 4 news of category %i tagged %s',
    async (slot, title, idCategoria, tag, slug) => {
      server.use(noticiasHandlers.getNoticias(idCategoria, page([7, 8, 9, 10])));
      const fetchMock = spyOnFetch();
      renderWithProviders(<RelatedNews category={categoryOf('proseries')} slot={slot} />);
      const block = (await screen.findByRole('heading', { name: title })).closest('div.home-news');
      expect(block).toBeTruthy();
      const links = await within(block as HTMLElement).findAllByRole('link');
      expect(links).toHaveLength(4);
      expect(links[0]?.getAttribute('href')).toBe(`/stockcar/${slug}/noticia/7`);
      const url = new URL(String(fetchMock.mock.calls[0]?.[0]), 'http://localhost');
      expect(url.pathname).toBe(`/api/v1/Noticias/categoria/${idCategoria}`);
      expect(url.searchParams.get('busca')).toBe(tag);
      expect(url.searchParams.get('tamanhoPagina')).toBe('4');
      expect(url.searchParams.get('numeroPagina')).toBe('1');
    },
  );

  it('the Stock Series block reads turismo news tagged DaTNparaAStockSeries', async () => {
    server.use(noticiasHandlers.getNoticias(6, page([])));
    const fetchMock = spyOnFetch();
    renderWithProviders(<RelatedNews category={categoryOf('stock-series')} slot={0} />);
    expect(await screen.findByText('Nenhuma notícia relacionada no momento.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'RUMO À STOCK SERIES' })).toBeTruthy();
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain('busca=DaTNparaAStockSeries');
  });

  it('renders nothing for a slot the category does not have', () => {
    const { container } = renderWithProviders(
      <RelatedNews category={categoryOf('formula-4')} slot={0} />,
    );
    expect(container.innerHTML).toBe('');
  });
});
