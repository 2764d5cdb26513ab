import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures.ts';
import { DEMO_TOTP_SECRETS, signInToConsole } from './admin-support.ts';

/*
 * The newsroom in the staff console (issue 10): an editor writes and publishes a news item with
 * a cover image uploaded from a file, and fans see it on the public list and article, in the
 * widths the server re-encoded it into; a club user cannot reach it.
 */

/** A 1000 × 600 PNG: the library keeps it as JPEG and WebP 320, 640 and 960 pixels wide. */
const COVER_FILE = {
  name: 'grid-de-largada.png',
  mimeType: 'image/png',
  buffer: readFileSync(new URL('./fixtures/capa-grid.png', import.meta.url)),
};
const COVER_WIDTHS = [320, 640, 960];
const LIBRARY_COVER = /^\/media\/imagens\/[0-9a-f-]{36}\/960\.jpg$/;

// A loaded machine: the console's lazy screens, the editor and the public pages take time.
test.describe.configure({ timeout: 180_000 });
const SLOW = { timeout: 20_000 };

test('an editor publishes a news item with an uploaded cover and fans see it at once', async ({
  page,
}) => {
  const titulo = `Console publica notícia ${Date.now()}`;

  await signInToConsole(
    page,
    'editor@stockcar.local',
    DEMO_TOTP_SECRETS['editor@stockcar.local'] ?? '',
  );
  await page.getByRole('menuitem', { name: 'Notícias' }).click();
  await expect(page).toHaveURL(/\/admin\/noticias/, SLOW);
  await page.getByRole('link', { name: 'Criar' }).click();
  await expect(page).toHaveURL(/\/admin\/noticias\/create$/, SLOW);

  await page.getByRole('combobox', { name: /^Categoria/ }).click(SLOW);
  await page.getByRole('option', { name: 'Stock Car Pro Series' }).click();
  await page.getByRole('combobox', { name: /^Situação/ }).click();
  await page.getByRole('option', { name: 'Publicada' }).click();
  await page.getByRole('textbox', { name: /^Título( \*)?$/ }).fill(titulo);
  const editor = page.locator('.ProseMirror').first();
  await editor.click();
  await page.keyboard.type('A largada foi dada pelo console da equipe.');
  const tags = page.getByRole('combobox', { name: /^Tags/ });
  await tags.fill('console');
  await tags.press('Enter');
  // The alt text first: the upload sends it to the library with the file.
  await page
    .getByRole('textbox', { name: /^Texto alternativo da capa/ })
    .fill('Carros alinhados no grid de largada');
  await page.getByTestId('imagem-arquivo').setInputFiles(COVER_FILE);
  await expect(page.getByText('Imagem enviada.')).toBeVisible(SLOW);
  const coverField = page.getByRole('textbox', { name: /^Imagem de capa/ });
  await expect(coverField).toHaveValue(LIBRARY_COVER);
  const cover = await coverField.inputValue();
  const folder = cover.replace(/960\.jpg$/, '');
  await expect(page.getByRole('img', { name: 'Prévia da imagem' }).first()).toHaveAttribute(
    'src',
    cover,
  );
  await page.getByRole('button', { name: 'Salvar' }).click();

  // Saved, the item opens in the editor, with the preview of the stored version.
  await expect(page).toHaveURL(/\/admin\/noticias\/\d+$/, SLOW);
  const id = /\/admin\/noticias\/(\d+)$/.exec(page.url())?.[1];
  await page.getByRole('button', { name: 'Pré-visualizar' }).click();
  const previa = page.frameLocator('iframe[title="Notícia como o site a mostra"]');
  await expect(previa.getByRole('heading', { name: titulo, level: 1 })).toBeVisible(SLOW);
  await expect(previa.getByText('A largada foi dada pelo console da equipe.')).toBeVisible();
  await expect(previa.locator('img.capa')).toHaveAttribute('src', cover);
  await page.getByRole('button', { name: 'Fechar' }).click();

  // The public list (newest first) and the article show it. The console's marketing story may
  // have a broadcast on air at this moment: its live modal is closed as a fan would.
  await page.addLocatorHandler(
    page.getByRole('dialog', { name: 'Transmissões ao vivo' }),
    (dialog) => dialog.getByRole('button', { name: 'Fechar' }).click(),
  );
  await page.goto('/stockcar/proseries/novidade');
  const link = page.getByRole('link', { name: titulo }).first();
  await expect(link).toBeVisible(SLOW);
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/stockcar/proseries/noticia/${id}$`), SLOW);
  const article = page.getByRole('article');
  await expect(article.getByRole('heading', { name: titulo, level: 1 })).toBeVisible(SLOW);
  await expect(article.getByText('A largada foi dada pelo console da equipe.')).toBeVisible();
  const shown = article.locator('img').first();
  await expect(shown).toHaveAttribute('src', cover);
  await expect(shown).toHaveAttribute(
    'srcset',
    COVER_WIDTHS.map((w) => `${folder}${w}.jpg ${w}w`).join(', '),
  );
  await expect(article.locator('picture source[type="image/webp"]').first()).toHaveAttribute(
    'srcset',
    COVER_WIDTHS.map((w) => `${folder}${w}.webp ${w}w`).join(', '),
  );
  // The browser really got one of the re-encoded files (not a broken image).
  await shown.scrollIntoViewIfNeeded();
  await expect
    .poll(() => shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), SLOW)
    .toBeGreaterThan(0);
  expect(await shown.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(
    new RegExp(`${folder}(320|640|960)\\.(webp|jpg)$`),
  );
});

test('a club user cannot open the news editor', async ({ page }) => {
  await signInToConsole(
    page,
    'clube@stockcar.local',
    DEMO_TOTP_SECRETS['clube@stockcar.local'] ?? '',
  );
  await expect(page.getByRole('menuitem', { name: 'Notícias' })).toHaveCount(0);
  await page.goto('/admin/noticias/create');
  await expect(page.getByText('Acesso negado')).toBeVisible(SLOW);
  await expect(page.locator('.ProseMirror')).toHaveCount(0);
});

test('an editor opens a gallery with its ordered images and the legal pages', async ({ page }) => {
  await signInToConsole(
    page,
    'editor@stockcar.local',
    DEMO_TOTP_SECRETS['editor@stockcar.local'] ?? '',
  );
  await page.getByRole('menuitem', { name: 'Galerias' }).click();
  await page.locator('tbody tr').first().click(SLOW);
  await expect(page).toHaveURL(/\/admin\/galerias\/\d+$/, SLOW);
  // The translatable title opens in its Portuguese field.
  await expect(page.getByRole('textbox', { name: /^Título( \*)?$/ })).not.toHaveValue('', SLOW);
  await expect(page.getByRole('textbox', { name: /^Endereço da imagem/ }).first()).toBeVisible(
    SLOW,
  );
  await expect(page.getByRole('textbox', { name: /^Texto alternativo/ }).first()).not.toHaveValue(
    '',
  );
  await page.getByRole('menuitem', { name: 'Páginas legais' }).click();
  await expect(page.getByText('Política de privacidade').first()).toBeVisible(SLOW);
});
