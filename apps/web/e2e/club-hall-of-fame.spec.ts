import { readFile } from 'node:fs/promises';
import { expect, test } from './fixtures.ts';
import { createActiveMember, logIn } from './club-support.ts';

const HALL = '/stockcar/proseries/hall-of-fame';

const count = (text: string | null) => Number(text?.replace(/\D/g, '') ?? NaN);

test.describe('the hall of fame and the Stock Quiz', () => {
  test('a visitor sees the podium, the winners and the drivers split at 300 races', async ({
    page,
  }) => {
    await page.goto(HALL);
    const podium = page.getByRole('list', { name: 'Pódio dos campeões' });
    await expect(podium.getByRole('listitem')).toHaveCount(3);
    await expect(
      page.getByRole('list', { name: 'Maiores vencedores' }).getByRole('listitem'),
    ).toHaveCount(10);

    const veterans = page.getByRole('region', { name: '300 corridas ou mais' });
    const rest = page.getByRole('region', { name: 'Menos de 300 corridas' });
    const veteranCounts = (await veterans.locator('.hof-list__value').allTextContents()).map(count);
    const restCounts = (await rest.locator('.hof-list__value').allTextContents()).map(count);
    expect(veteranCounts.length).toBeGreaterThan(0);
    expect(restCounts.length).toBeGreaterThan(0);
    expect(veteranCounts.every((n) => n >= 300)).toBe(true);
    expect(restCounts.every((n) => n < 300)).toBe(true);
    expect([...veteranCounts].sort((a, b) => b - a)).toEqual(veteranCounts);
    expect([...restCounts].sort((a, b) => b - a)).toEqual(restCounts);

    const card = page.locator('.hof-card__toggle').first();
    await expect(card).toHaveAttribute('aria-expanded', 'false');
    await card.click();
    await expect(card).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText('Temporadas campeãs').first()).toBeVisible();

    // Without a cpf the call to action is a login prompt.
    await expect(page.getByRole('link', { name: 'Fazer login' })).toHaveAttribute(
      'href',
      '/stockclub/login',
    );
  });

  test('a member runs the quiz to its result and downloads the share image', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const member = await createActiveMember(request);
    await logIn(page, member.email);
    await page.goto(HALL);
    await page.getByRole('link', { name: 'Começar o quiz' }).click();
    await expect(page).toHaveURL(/\/stockcar\/proseries\/hall-of-fame\/stock-quiz$/);

    for (let n = 1; n <= 10; n += 1) {
      await expect(page.getByText(`${n} de 10`)).toBeVisible();
      const answers = page.getByRole('group').getByRole('button');
      await answers.first().click();
      // Locked and marked: the right answer is shown whatever was chosen.
      await expect(page.getByRole('button', { name: /\(Resposta certa\)/ })).toBeVisible();
      await expect(answers.first()).toBeDisabled();
    }

    await expect(page.getByText(/Você acertou \d+ de 10 perguntas\./)).toBeVisible();
    await expect(page.getByRole('img', { name: /^Nível [123]:/ })).toBeVisible();
    await page.getByRole('button', { name: 'Compartilhar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Compartilhe seu resultado' });
    await expect(dialog.getByRole('listitem')).toHaveCount(4);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: 'Baixar imagem' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('stock-quiz-resultado.png');
    // A real PNG of the result: the signature, then the IHDR's 1080 × 1080 square.
    const png = await readFile(await download.path());
    expect(png.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1080, 1080]);
  });
});
