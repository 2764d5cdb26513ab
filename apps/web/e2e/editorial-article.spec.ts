import { expect, test } from './fixtures.ts';
import { newsPage, siteDate } from './editorial-support.ts';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

test.describe('news article (public-site.md §2.5)', () => {
  test("the server-rendered head carries the article's Open Graph tags, without JavaScript", async ({
    request,
  }) => {
    const noticia = (await newsPage(request, 1)).resultado[0];
    if (!noticia) throw new Error('the seed has news');
    // The raw HTML, as a link-preview bot fetches it (`Accept: */*`): no script runs here.
    const response = await request.get(`/stockcar/proseries/noticia/${noticia.id}`, {
      headers: { accept: '*/*', 'user-agent': 'facebookexternalhit/1.1' },
    });
    expect(response.status()).toBe(200);
    const html = await response.text();
    const title = escapeHtml(`${noticia.titulo} | Stock Car Pro Series`);
    expect(html).toContain(`<meta property="og:title" content="${title}">`);
    expect(html).toContain(`<title>${title}</title>`);
    expect(html).toMatch(/<meta property="og:description" content="[^"]+">/);
    expect(html).toMatch(/<meta property="og:image" content="http[^"]+">/);
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
    expect(html).toContain('<script type="application/ld+json">');
  });

  test('shows image, title, date only, text and tags; the title names the page', async ({
    page,
    request,
  }) => {
    const noticia = (await newsPage(request, 1)).resultado[0];
    if (!noticia) throw new Error('the seed has news');
    await page.goto('/stockcar/proseries/novidade');
    await page.getByRole('link', { name: noticia.titulo }).first().click();
    await expect(page).toHaveURL(new RegExp(`/stockcar/proseries/noticia/${noticia.id}$`));
    const article = page.getByRole('article');
    await expect(article.getByRole('heading', { name: noticia.titulo, level: 1 })).toBeVisible();
    await expect(article.locator('time')).toHaveText(siteDate(noticia.dataPublicacao));
    await expect(article.locator('img').first()).toHaveAttribute('src', noticia.imagemNoticia);
    const tags = article.getByRole('list', { name: 'Tags' }).getByRole('link');
    await expect(tags).toHaveCount(noticia.tags.length);
    await expect(page).toHaveTitle(`${noticia.titulo} | Stock Car Pro Series`);
    // A tag opens the list searching for it.
    await tags.first().click();
    await expect(page).toHaveURL(/\/novidade\?busca=/);
    await expect(page.getByRole('searchbox')).toHaveValue(noticia.tags[0] ?? '');
  });

  test('a direct visit keeps the server’s Open Graph tags once the app runs', async ({
    page,
    request,
  }) => {
    const noticia = (await newsPage(request, 1)).resultado[1];
    if (!noticia) throw new Error('the seed has news');
    await page.goto(`/stockcar/proseries/noticia/${noticia.id}`);
    await expect(page.getByRole('heading', { name: noticia.titulo, level: 1 })).toBeVisible();
    // The client names the tab as the server did and leaves the meta tags alone.
    await expect(page).toHaveTitle(`${noticia.titulo} | Stock Car Pro Series`);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
      'content',
      `${noticia.titulo} | Stock Car Pro Series`,
    );
    await expect(page.locator('meta[property="og:image"]')).toHaveCount(1);
  });

  test('an unknown article or gallery shows the not-found page, answered 404', async ({ page }) => {
    for (const url of [
      '/stockcar/proseries/noticia/999999',
      '/stockcar/proseries/galeria/999999',
      '/stockcar/proseries/noticia/abc',
    ]) {
      const response = await page.goto(url);
      expect(response?.status(), url).toBe(404);
      await expect(page.getByRole('heading', { name: 'Ops! Saímos da pista.' })).toBeVisible();
    }
  });
});
