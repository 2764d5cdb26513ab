import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { applyCategoryLanguage } from '../../../lib/language.ts';
import { categoryOf } from '../../../testing/categories.ts';
import { NOT_FOUND, reply } from '../../../testing/fake-api.ts';
import { server } from '../../../testing/msw.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { installRuntimeConfig } from '../../../testing/runtime-config.ts';
import { noticiasHandlers } from '../testing/handlers.ts';
import { NewsArticle } from './news-article.tsx';

const noticia = {
  id: 42,
  titulo: 'Vitória emocionante em Goiânia',
  dataPublicacao: '2026-11-09T01:00:00.000Z',
  imagemNoticia: '/goiania.svg',
  imagemGaleria: '',
  backgroundImagem: '',
  texto: '<p>O piloto venceu.</p><script>alert(1)</script><img src=x onerror="alert(2)">',
  tags: ['RumoàStockCar', 'Goiânia'],
};

beforeEach(async () => {
  await installRuntimeConfig();
  applyCategoryLanguage('proseries');
});

describe('NewsArticle (public-site.md §2.5)', () => {
  it('shows title, date only, image, sanitised text and tags that search the list', async () => {
    server.use(noticiasHandlers.getNoticia(1, 42, noticia));
    const { container } = renderWithProviders(
      <NewsArticle category={categoryOf('proseries')} id={42} notFound={<p>404</p>} />,
    );
    expect(await screen.findByRole('heading', { level: 1, name: noticia.titulo })).toBeTruthy();
    expect(screen.getByText('08/11/2026').tagName).toBe('TIME');
    expect(screen.getByText('O piloto venceu.')).toBeTruthy();
    expect(container.innerHTML).not.toMatch(/script|onerror/);
    const tags = screen.getByRole('list', { name: 'Tags' });
    const links = within(tags).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['#RumoàStockCar', '#Goiânia']);
    expect(links[0]?.getAttribute('href')).toBe(
      `/stockcar/proseries/novidade?busca=${encodeURIComponent('RumoàStockCar')}`,
    );
  });

  it('shows the not-found state for an unknown article', async () => {
    server.use(noticiasHandlers.getNoticia(1, 7, NOT_FOUND));
    renderWithProviders(
      <NewsArticle category={categoryOf('proseries')} id={7} notFound={<p>Não achei</p>} />,
    );
    expect(await screen.findByText('Não achei')).toBeTruthy();
  });

  it('shows a failure for any other error', async () => {
    server.use(noticiasHandlers.getNoticia(1, 7, reply(503)));
    renderWithProviders(
      <NewsArticle category={categoryOf('proseries')} id={7} notFound={<p>Não achei</p>} />,
    );
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.queryByText('Não achei')).toBeNull();
  });
});
