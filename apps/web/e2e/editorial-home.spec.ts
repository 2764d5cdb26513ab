import { expect, test } from './fixtures.ts';
import { newsPage } from './editorial-support.ts';
import { closeHomePopup } from './support.ts';

test.describe('home news blocks (public-site.md §2.3 and §9)', () => {
  test('pro series: 5 latest news and the two related blocks', async ({ page, request }) => {
    const latest = await newsPage(request, 1, { tamanhoPagina: 5 });
    await page.goto('/stockcar/proseries');
    const news = page.locator('[data-block="noticias"]');
    await expect(news.getByRole('heading', { name: 'NOTÍCIAS', level: 2 })).toBeVisible();
    await expect(news.getByRole('listitem')).toHaveCount(5);
    await expect(news.getByRole('link', { name: latest.resultado[0]?.titulo })).toHaveAttribute(
      'href',
      `/stockcar/proseries/noticia/${latest.resultado[0]?.id}`,
    );

    const related = page.locator('[data-block="noticias-relacionadas"]');
    await expect(related.nth(0).getByRole('heading', { name: 'RUMO À PRO SERIES' })).toBeVisible();
    await expect(related.nth(1).getByRole('heading', { name: 'CORRIDA VIRTUAL' })).toBeVisible();
    const road = await newsPage(request, 3, { tamanhoPagina: 4, busca: 'RumoàStockCar' });
    await expect(related.nth(0).getByRole('listitem')).toHaveCount(road.resultado.length);
    await expect(related.nth(0).getByRole('link').first()).toHaveAttribute(
      'href',
      `/stockcar/stock-series/noticia/${road.resultado[0]?.id}`,
    );
    await closeHomePopup(page);
    await related.nth(0).getByRole('link').first().click();
    await expect(
      page.getByRole('heading', { level: 1, name: road.resultado[0]?.titulo }),
    ).toBeVisible();
  });

  test("stock series: the turismo drivers' road to it", async ({ page, request }) => {
    const road = await newsPage(request, 6, { tamanhoPagina: 4, busca: 'DaTNparaAStockSeries' });
    await page.goto('/stockcar/stock-series');
    const related = page.locator('[data-block="noticias-relacionadas"]');
    await expect(related.getByRole('heading', { name: 'RUMO À STOCK SERIES' })).toBeVisible();
    await expect(related.getByRole('listitem')).toHaveCount(road.resultado.length);
  });
});
