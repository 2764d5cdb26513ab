import { type Page, type Request } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import {
  NEWS_CATEGORIES,
  newsPage,
  seasons,
  type GaleriasPage,
  type NoticiasPage,
} from './editorial-support.ts';
import { chooseEnglish, siteYear } from './racing-support.ts';
import { apiGet } from './support.ts';

const EMPTY_SEARCH = 'Nenhuma noticia encontrada, por favor faça outra pesquisa.';

const items = (page: Page) => page.getByRole('tabpanel').getByRole('listitem');
const loadMore = (page: Page) => page.getByRole('button', { name: 'Carregar mais' });

/** Requests the list sends with a search term. */
function searchesOf(page: Page, idCategoria: number): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (
      url.pathname.endsWith(`/Noticias/categoria/${idCategoria}`) &&
      url.searchParams.has('busca')
    ) {
      seen.push(request);
    }
  });
  return seen;
}

test.describe('news list (public-site.md §2.5 and §8)', () => {
  test('searches on Enter and on the magnifier, never while typing', async ({ page, request }) => {
    const year = siteYear();
    const [first, second] = (await newsPage(request, 1, { ano: year })).resultado;
    if (!first || !second) throw new Error('the seed has this season’s news');
    // Search by a city the seed puts in the headline ('... em Goiânia') and in the tags.
    const city = first.tags[1] ?? '';
    const otherCity = second.tags.find((tag) => tag !== city && tag !== first.tags[0]) ?? city;
    const expected = await newsPage(request, 1, { ano: year, busca: city });
    const searches = searchesOf(page, 1);

    await page.goto('/stockcar/proseries/novidade');
    await expect(page.getByRole('heading', { name: 'Notícias', level: 1 })).toBeVisible();
    await expect(page.getByLabel('Temporada')).toHaveValue(String(year));
    await expect(items(page).first()).toBeVisible();
    const before = await items(page).count();

    const box = page.getByRole('searchbox', { name: 'Buscar notícias' });
    await box.pressSequentially(city, { delay: 60 });
    await page.waitForTimeout(600);
    expect(searches).toHaveLength(0);
    await expect(items(page)).toHaveCount(before);

    await box.press('Enter');
    await expect(page).toHaveURL(/[?&]busca=/);
    await expect(items(page)).toHaveCount(expected.resultado.length);
    await expect(items(page).first()).toContainText(expected.resultado[0]?.titulo ?? '');
    expect(searches.length).toBeGreaterThan(0);
    expect(new URL(searches[0]?.url() ?? '').searchParams.get('busca')).toBe(city);

    const sent = searches.length;
    await box.fill(otherCity);
    await page.waitForTimeout(300);
    expect(searches).toHaveLength(sent);
    await page.getByRole('button', { name: 'Buscar', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`busca=${encodeURIComponent(otherCity)}`));
    expect(new URL(searches.at(-1)?.url() ?? '').searchParams.get('busca')).toBe(otherCity);
  });

  test("'Carregar mais' appends pages of 12 and disappears on the last", async ({
    page,
    request,
  }) => {
    const current = siteYear();
    let found: { slug: string; ano: number; pages: NoticiasPage[] } | undefined;
    for (const ano of await seasons(request)) {
      for (const category of NEWS_CATEGORIES) {
        const first = await newsPage(request, category.id, { ano });
        if (!found && first.totalPaginas >= 2) {
          const rest = await Promise.all(
            Array.from({ length: first.totalPaginas - 1 }, (_, i) =>
              newsPage(request, category.id, { ano, numeroPagina: i + 2 }),
            ),
          );
          found = { slug: category.slug, ano, pages: [first, ...rest] };
        }
      }
    }
    if (!found) throw new Error('the seed has a season with more than 12 news');
    const total = found.pages.reduce((sum, p) => sum + p.resultado.length, 0);

    await page.goto(`/stockcar/${found.slug}/novidade`);
    if (found.ano !== current) await page.getByLabel('Temporada').selectOption(String(found.ano));
    await expect(items(page)).toHaveCount(12);
    for (let n = 2; n <= found.pages.length; n += 1) {
      await loadMore(page).click();
      await expect(items(page)).toHaveCount(Math.min(12 * n, total));
    }
    await expect(loadMore(page)).toHaveCount(0);
    const last = found.pages.at(-1)?.resultado.at(-1);
    await expect(items(page).last()).toContainText(last?.titulo ?? '');
  });

  test('a search that finds nothing shows the notice and disables load more', async ({
    page,
    request,
  }) => {
    const year = siteYear();
    const paged = [];
    for (const category of NEWS_CATEGORIES) {
      if ((await newsPage(request, category.id, { ano: year })).totalPaginas >= 2) {
        paged.push(category.slug);
      }
    }
    const slug = paged[0];
    if (!slug) throw new Error('the seed has a category with two pages of this season’s news');
    await page.goto(`/stockcar/${slug}/novidade`);
    await expect(items(page)).toHaveCount(12);
    const box = page.getByRole('searchbox', { name: 'Buscar notícias' });
    await box.fill('kartódromo lunar');
    await box.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: EMPTY_SEARCH })).toBeVisible();
    // The list and the text typed stay; the visitor tries another search.
    await expect(items(page)).toHaveCount(12);
    await expect(box).toHaveValue('kartódromo lunar');
    await expect(loadMore(page)).toBeDisabled();
    await expect(page).not.toHaveURL(/busca=/);
  });

  test('a category without news shows the empty states', async ({ page }) => {
    await page.goto('/stockcar/turismo-nacional-antigo/novidade');
    await expect(page.getByText('Nenhuma notícia publicada nesta temporada.')).toBeVisible();
    await expect(loadMore(page)).toHaveCount(0);
    await page.getByRole('tab', { name: 'GALERIAS' }).click();
    await expect(page.getByText('Nenhuma galeria publicada nesta temporada.')).toBeVisible();
    await expect(page).toHaveURL(/aba=galerias/);
  });

  test('the galleries tab lists the season’s galleries, linking to each', async ({
    page,
    request,
  }) => {
    const galerias = await apiGet<GaleriasPage>(
      request,
      `/Noticias/categoria/1/galeria?tamanhoPagina=12&numeroPagina=1&ano=${siteYear()}`,
    );
    const first = galerias.resultado[0];
    if (!first) throw new Error('the seed has this season’s galleries');
    await page.goto('/stockcar/proseries/novidade');
    await page.getByRole('tab', { name: 'GALERIAS' }).click();
    await expect(items(page)).toHaveCount(galerias.resultado.length);
    await page.getByRole('link', { name: first.titulo }).click();
    await expect(page).toHaveURL(new RegExp(`/stockcar/proseries/galeria/${first.id}$`));
    await expect(page.getByRole('heading', { name: first.titulo, level: 1 })).toBeVisible();
  });

  test('formula-4 in English: translated tabs and English news', async ({ page, request }) => {
    const english = await apiGet<NoticiasPage>(
      request,
      `/Noticias/categoria/4?tamanhoPagina=12&numeroPagina=1&ano=${siteYear()}&idioma=en`,
    );
    await chooseEnglish(page);
    await page.goto('/stockcar/formula-4/novidade');
    await expect(page.getByRole('heading', { name: 'News', level: 1 })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'NEWS' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tab', { name: 'GALLERIES' })).toBeVisible();
    await expect(items(page).first()).toContainText(english.resultado[0]?.titulo ?? '');
    await expect(page.getByRole('searchbox', { name: 'Search news' })).toBeVisible();
  });

  test('a search against a failing server shows the §8 notice and disables load more', async ({
    page,
    request,
  }) => {
    const year = siteYear();
    let paged: (typeof NEWS_CATEGORIES)[number] | undefined;
    for (const category of NEWS_CATEGORIES) {
      if (!paged && (await newsPage(request, category.id, { ano: year })).totalPaginas >= 2) {
        paged = category;
      }
    }
    if (!paged) throw new Error('the seed has a category with two pages of this season’s news');
    const { id, slug } = paged;
    const searches = searchesOf(page, id);
    await page.route(
      (url) => url.pathname.endsWith(`/Noticias/categoria/${id}`) && url.searchParams.has('busca'),
      (route) =>
        route.fulfill({
          status: 500,
          contentType: 'application/problem+json',
          body: JSON.stringify({ type: 'about:blank', title: 'Erro', status: 500, detail: 'x' }),
        }),
    );
    await page.goto(`/stockcar/${slug}/novidade`);
    await expect(items(page)).toHaveCount(12);
    const box = page.getByRole('searchbox', { name: 'Buscar notícias' });
    await box.fill('Interlagos');
    await box.press('Enter');

    await expect(page.getByRole('status').filter({ hasText: EMPTY_SEARCH })).toBeVisible();
    expect(searches.length).toBeGreaterThan(0);
    // The list stays as it was, with the text typed; 'Carregar mais' is disabled.
    await expect(items(page)).toHaveCount(12);
    await expect(box).toHaveValue('Interlagos');
    await expect(loadMore(page)).toBeDisabled();
    await expect(page).not.toHaveURL(/busca=/);
  });
});
