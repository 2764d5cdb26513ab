import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures.ts';
import { DEMO_TOTP_SECRETS, openRow, searchList, signInToConsole } from './admin-support.ts';

/*
 * The club manager's console areas (issue 10, role `club`): the members desk finds a member by
 * e-mail and shows the record with the CPF masked and the consent history; a gift gets its
 * picture and its private file from uploads. One file: the stories share the club account,
 * and one worker never spends a TOTP code twice.
 */

const CLUB = 'clube@stockcar.local';
const ANA = 'ana.demo@stockclub.example.com';
const SLOW = { timeout: 20_000 };
const PNG = readFileSync(new URL('./fixtures/capa-grid.png', import.meta.url));

test('the club manager finds a member by e-mail and sees the masked CPF and consents', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInToConsole(page, CLUB, DEMO_TOTP_SECRETS[CLUB] ?? '');

  await page.getByRole('menuitem', { name: 'Membros' }).click();
  await expect(page).toHaveURL(/\/admin\/membros/, SLOW);
  await searchList(page, page.getByPlaceholder('E-mail ou CPF'), ANA);
  const row = page.getByRole('row').filter({ hasText: ANA });
  await expect(row, 'the search finds the demo member').toHaveCount(1, SLOW);
  // The list never shows a whole CPF.
  await expect(row).toContainText('***.982.247-**');
  await openRow(
    page,
    row,
    /\/admin\/membros\/\d+\/show$/,
    page.getByRole('heading', { name: 'Histórico de consentimentos' }),
  );
  await expect(page.getByText('***.982.247-**')).toBeVisible(SLOW);
  await expect(page.getByText('529.982.247-25')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Histórico de consentimentos' })).toBeVisible();
  const consents = page.getByRole('table').last();
  await expect(consents.getByRole('row').filter({ hasText: 'termos' })).toHaveCount(1, SLOW);
  await expect(consents.getByRole('row').filter({ hasText: 'whatsapp' })).toHaveCount(1);
  // Ana's e-mail is confirmed: there is no activation to resend.
  await expect(page.getByRole('button', { name: 'Reenviar e-mail de ativação' })).toBeDisabled();
});

test('the club manager does not see the staff accounts', async ({ page }) => {
  await signInToConsole(page, CLUB, DEMO_TOTP_SECRETS[CLUB] ?? '');
  await expect(page.getByRole('menuitem', { name: 'Membros' })).toBeVisible(SLOW);
  await expect(page.getByRole('menuitem', { name: 'Equipe', exact: true })).toHaveCount(0);
});

test('a quiz question keeps exactly one right answer', async ({ page }) => {
  test.setTimeout(120_000);
  await signInToConsole(page, CLUB, DEMO_TOTP_SECRETS[CLUB] ?? '');
  await page.getByRole('menuitem', { name: 'Perguntas do quiz' }).click();
  await expect(page).toHaveURL(/\/admin\/quiz\/perguntas/, SLOW);
  const rows = page.getByRole('row').filter({ has: page.getByRole('cell') });
  await expect(rows.first()).toBeVisible(SLOW);
  await openRow(
    page,
    rows.first(),
    /\/admin\/quiz\/perguntas\/\d+$/,
    page.getByRole('switch', { name: 'Correta' }).first(),
  );
  const correta = page.getByRole('switch', { name: 'Correta' });
  await expect(correta.first()).toBeVisible(SLOW);
  const checked = page.getByRole('switch', { name: 'Correta', checked: true });
  await expect(checked).toHaveCount(1);
  // Unticking the right answer leaves none: the form says so and does not save.
  await checked.click();
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Marque exatamente uma resposta como correta.')).toBeVisible(SLOW);
  await expect(page).toHaveURL(/\/admin\/quiz\/perguntas\/\d+$/);
});

test("the hall of fame shows a legend's title years in the form", async ({ page }) => {
  test.setTimeout(120_000);
  await signInToConsole(page, CLUB, DEMO_TOTP_SECRETS[CLUB] ?? '');
  await page.getByRole('menuitem', { name: 'Hall da fama' }).click();
  await searchList(page, page.getByPlaceholder('Buscar'), 'Cláudio Mendonça');
  const row = page.getByRole('row').filter({ hasText: 'Cláudio Mendonça' });
  await expect(row).toHaveCount(1, SLOW);
  await expect(row).toContainText('2007, 2011, 2023');
  await openRow(
    page,
    row,
    /\/admin\/hall-of-fame\/\d+$/,
    page.getByRole('textbox', { name: 'Nome do piloto' }),
  );
  await expect(page.getByRole('textbox', { name: 'Nome do piloto' })).toHaveValue(
    'Cláudio Mendonça',
    SLOW,
  );
  for (const year of ['2007', '2011', '2023']) {
    await expect(page.locator(`input[name^="anosTitulos."][value="${year}"]`)).toHaveCount(1);
  }
});

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
