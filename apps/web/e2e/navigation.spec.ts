import { expect, test } from './fixtures.ts';
import { apiGet, type CategoriaBody } from './support.ts';

test.describe('routes and redirects (public-site.md §2.1)', () => {
  test('the root lands on the pro series home', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/stockcar\/proseries$/);
    await expect(page).toHaveTitle('Início | Stock Car Pro Series');
    await expect(
      page.getByRole('heading', { name: 'Stock Car Pro Series', exact: true }),
    ).toBeAttached();
  });

  test('/stockcar lands on the pro series home too', async ({ page }) => {
    await page.goto('/stockcar');
    await expect(page).toHaveURL(/\/stockcar\/proseries$/);
  });

  test('an alias lands under /stockcar as typed, with its category theme', async ({
    page,
    request,
  }) => {
    const { categoria } = await apiGet<CategoriaBody>(request, '/Categoria/3');
    await page.goto('/stockseries');
    await expect(page).toHaveURL(/\/stockcar\/stockseries$/);
    await expect(page).toHaveTitle('Início | Stock Series');
    const root = page.locator('[data-categoria]');
    await expect(root).toHaveAttribute('data-categoria', 'stock-series');
    await expect
      .poll(() => root.evaluate((el) => getComputedStyle(el).getPropertyValue('--cor').trim()))
      .toBe(categoria.cor);
  });

  test('an unknown category slug shows the friendly not-found page', async ({ page }) => {
    const response = await page.goto('/stockcar/categoria-que-nao-existe');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Ops! Saímos da pista.' })).toBeVisible();
    await expect(page).toHaveTitle(/^Página não encontrada \| /);
    await page.getByRole('link', { name: 'Voltar para o início' }).click();
    await expect(page).toHaveURL(/\/stockcar\/proseries$/);
  });

  test('any unknown path shows the not-found page', async ({ page }) => {
    const response = await page.goto('/nada-por-aqui');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Ops! Saímos da pista.' })).toBeVisible();
    await expect(page).toHaveTitle(/^Página não encontrada \| /);
  });

  test('/fanpush leaves for the fan push site of the runtime settings', async ({
    page,
    request,
  }) => {
    const config = (await (await request.get('/runtime-config.json')).json()) as {
      links: { fanpush: string };
    };
    // The external site is a third party: answered here so the test stays offline.
    await page.route(`${config.links.fanpush}**`, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<h1>Fan Push externo</h1>' }),
    );
    await page.goto('/fanpush');
    await expect(page.getByRole('heading', { name: 'Fan Push externo' })).toBeVisible();
    expect(page.url()).toContain(config.links.fanpush);
  });
});

test.describe('navigation guard (public-site.md §2.2)', () => {
  test('a login-required page without a token goes to the club login', async ({ page }) => {
    await page.goto('/stockclub/home');
    await expect(page).toHaveURL(/\/stockclub\/login$/);
    await expect(page.getByRole('heading', { name: 'Stock Club', level: 1 })).toBeVisible();
    await expect(page).toHaveTitle('Stock Club | Stock Car Pro Series');
  });

  test('?stockclub=true sends to the profile, which needs a login', async ({ page }) => {
    await page.goto('/stockcar/proseries/?stockclub=true');
    await expect(page).toHaveURL(/\/stockclub\/login$/);
  });

  test('fanpush-tv hides the menu, partner logos and footer', async ({ page }) => {
    await page.goto('/stockcar/proseries/fanpush-tv');
    await expect(page.getByRole('heading', { name: 'Fan Push' })).toBeVisible();
    await expect(page).toHaveTitle('Fan Push TV | Stock Car Pro Series');
    await expect(page.getByRole('navigation')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Ao vivo' })).toHaveCount(0);
  });
});
