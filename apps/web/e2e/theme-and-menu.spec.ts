import { type Locator } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { apiGet, type CategoriaBody } from './support.ts';

/** A custom property as computed on the element (the name travels as an argument). */
const cssVar = (root: Locator, name: string) =>
  root.evaluate((el, property) => getComputedStyle(el).getPropertyValue(property).trim(), name);

test.describe('category theme', () => {
  test('pro series and formula-4 wear their own colours, logo and favicon', async ({
    page,
    request,
  }) => {
    const pro = (await apiGet<CategoriaBody>(request, '/Categoria/1')).categoria;
    const f4 = (await apiGet<CategoriaBody>(request, '/Categoria/4')).categoria;
    expect(pro.cor).not.toBe(f4.cor);
    const root = page.locator('[data-categoria]');

    await page.goto('/stockcar/proseries');
    await expect.poll(() => cssVar(root, '--cor')).toBe(pro.cor);
    await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', pro.imgCategoria);
    await expect(
      page.getByRole('banner').getByRole('img', { name: /Stock Car Pro Series/ }),
    ).toBeVisible();

    await page.goto('/stockcar/formula-4');
    await expect.poll(() => cssVar(root, '--cor')).toBe(f4.cor);
    await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', f4.imgCategoria);
  });
});

test.describe('menu (public-site.md §2.4)', () => {
  test('the language dropdown exists only on formula-4', async ({ page }) => {
    await page.goto('/stockcar/proseries');
    await expect(page.getByRole('navigation', { name: 'Menu principal' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Idioma' })).toHaveCount(0);

    await page.goto('/stockcar/formula-4');
    await expect(page.getByRole('combobox', { name: 'Idioma' })).toBeVisible();
  });

  test('choosing English on formula-4 loads its English URL; other categories stay Portuguese', async ({
    page,
  }) => {
    await page.goto('/stockcar/formula-4');
    await page.getByRole('combobox', { name: 'Idioma' }).selectOption('en');
    await expect(page).toHaveURL(/\/stockcar\/formula-4\?idioma=en$/);
    await expect(page.getByRole('heading', { name: 'OUR SPONSORS' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Live' })).toBeVisible();
    await expect(page).toHaveTitle('Home | Fórmula 4 Brasil');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');

    // The choice is kept: formula-4's Portuguese address opens in English (decision 0030).
    await page.goto('/stockcar/formula-4/etapa');
    await expect(page).toHaveURL(/\/stockcar\/formula-4\/etapa\?idioma=en$/);
    await expect(page.getByRole('heading', { name: 'OUR SPONSORS' })).toBeVisible();

    await page
      .getByRole('navigation', { name: 'Categories' })
      .getByRole('link', { name: 'PRO SERIES' })
      .click();
    await expect(page).toHaveURL(/\/stockcar\/proseries$/);
    await expect(page.getByRole('heading', { name: 'NOSSOS PATROCINADORES' })).toBeVisible();
    await expect(page).toHaveTitle('Início | Stock Car Pro Series');
  });

  test('formula-4 in English has its own address, kept by links, left by choosing Português', async ({
    page,
  }) => {
    // The server writes the language of the URL: a crawler reads it without JavaScript.
    const response = await page.goto('/stockcar/formula-4?idioma=en');
    const served = (await response?.text()) ?? '';
    expect(served).toMatch(/<html lang="en">/);
    expect(served).toContain('hreflang="pt-BR"');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { name: 'OUR SPONSORS' })).toBeVisible();

    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy policy' }).click();
    await expect(page).toHaveURL(/\/stockcar\/formula-4\/politica-privacidade\?idioma=en$/);
    await expect(page).toHaveTitle('Privacy policy | Fórmula 4 Brasil');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');

    await page.getByRole('combobox', { name: 'Language' }).selectOption('pt-br');
    await expect(page).toHaveURL(/\/stockcar\/formula-4\/politica-privacidade$/);
    await expect(page).toHaveTitle('Política de privacidade | Fórmula 4 Brasil');
    await expect(page.getByRole('heading', { name: 'NOSSOS PATROCINADORES' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
  });

  test('the championship item is hidden on pro series only', async ({ page }) => {
    await page.goto('/stockcar/proseries');
    const main = page.getByRole('navigation', { name: 'Menu principal' });
    await expect(main.getByRole('link', { name: 'Notícias' })).toBeVisible();
    await expect(main.locator('a[href$="/categoria"]')).toHaveCount(0);

    await page.goto('/stockcar/formula-4');
    await expect(main.locator('a[href$="/categoria"]')).toHaveCount(1);
  });

  test('the live button opens the live modal, which warns when nothing is on air', async ({
    page,
  }) => {
    await page.goto('/stockcar/proseries');
    await page.getByRole('button', { name: 'Ao vivo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Transmissões ao vivo' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('Nenhuma transmissão ao vivo no momento')).toBeVisible();
    await expect(dialog.getByRole('button', { pressed: false }).first()).toBeVisible();
    await dialog.getByRole('button', { name: 'Fechar' }).click();
    await expect(dialog).toHaveCount(0);
  });

  test('on a narrow screen the main menu opens from the hamburger', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    // Not the home, whose popup (3 s after load) could cover the menu on a slow machine.
    await page.goto('/stockcar/proseries/novidade');
    const news = page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', {
      name: 'Notícias',
    });
    await expect(news).toBeHidden();
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    await expect(news).toBeVisible();
    await page.getByRole('button', { name: 'Fechar menu' }).click();
    await expect(news).toBeHidden();
    // By keyboard: Escape closes it from one of its links, and the focus is back on its button.
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    await news.focus();
    await page.keyboard.press('Escape');
    await expect(news).toBeHidden();
    await expect(page.getByRole('button', { name: 'Abrir menu' })).toBeFocused();
  });

  test('the footer carries the legal, contact and social links and this year', async ({ page }) => {
    await page.goto('/stockcar/stock-series');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'Política de privacidade' })).toHaveAttribute(
      'href',
      '/stockcar/stock-series/politica-privacidade',
    );
    await expect(footer.getByRole('link', { name: 'Seja patrocinador' })).toHaveAttribute(
      'href',
      '/stockcar/stock-series/seja-patrocinador',
    );
    await expect(footer.getByRole('link', { name: 'Fale conosco' })).toHaveAttribute(
      'href',
      /^mailto:/,
    );
    for (const name of ['Instagram', 'Facebook', 'YouTube', 'TikTok']) {
      await expect(footer.getByRole('link', { name })).toBeVisible();
    }
    await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
  });
});
