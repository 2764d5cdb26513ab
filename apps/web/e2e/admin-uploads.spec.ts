import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures.ts';
import { DEMO_TOTP_SECRETS, signInToConsole } from './admin-support.ts';

/*
 * Uploads in the club manager's console (issue 10): a gift gets its picture and its private
 * file from files, and is saved with the key, name and type the upload answered.
 */

const CLUB = 'clube@stockcar.local';
const SLOW = { timeout: 20_000 };
const PNG = readFileSync(new URL('./fixtures/capa-grid.png', import.meta.url));

test('the club manager creates a gift whose picture and file are uploaded', async ({ page }) => {
  test.setTimeout(180_000);
  const nome = `Papel de parede ${Date.now()}`;
  await signInToConsole(page, CLUB, DEMO_TOTP_SECRETS[CLUB] ?? '');
  await page.getByRole('menuitem', { name: 'Brindes' }).click();
  await expect(page).toHaveURL(/\/admin\/brindes/, SLOW);
  await page.getByRole('link', { name: 'Criar' }).click();
  await expect(page).toHaveURL(/\/admin\/brindes\/create$/, SLOW);

  await page.getByRole('textbox', { name: /^Nome( \*)?$/ }).fill(nome);
  await page
    .getByRole('textbox', { name: /^Texto alternativo da imagem/ })
    .fill('Carros no grid de largada');
  await page
    .getByTestId('urlImagem-arquivo')
    .setInputFiles({ name: 'miniatura.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByText('Imagem enviada.')).toBeVisible(SLOW);
  await expect(page.getByRole('textbox', { name: /^Imagem \(endereço\)/ })).toHaveValue(
    /^\/media\/imagens\/[0-9a-f-]{36}\/960\.jpg$/,
  );

  await page
    .getByTestId('arquivo-brinde')
    .setInputFiles({ name: 'Papel de parede.png', mimeType: 'image/png', buffer: PNG });
  await expect(
    page.getByText('Arquivo Papel de parede.png enviado.', { exact: false }),
  ).toBeVisible(SLOW);
  await expect(page.getByRole('textbox', { name: /^Chave no armazenamento privado/ })).toHaveValue(
    /^brindes\/[0-9a-f-]{36}\.png$/,
  );
  await expect(page.getByRole('textbox', { name: /^Nome do arquivo/ })).toHaveValue(
    'Papel de parede.png',
  );
  await page.getByRole('button', { name: 'Salvar' }).click();

  // Saved: the list shows it with the uploaded file's name and type.
  await expect(page).toHaveURL(/\/admin\/brindes(\?.*)?$/, SLOW);
  const row = page.getByRole('row').filter({ hasText: nome });
  await expect(row).toHaveCount(1, SLOW);
  await expect(row).toContainText('Papel de parede.png');
  await expect(row).toContainText('PNG');
});
