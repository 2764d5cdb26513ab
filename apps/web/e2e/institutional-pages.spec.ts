import { readFile } from 'node:fs/promises';
import { expect, test } from './fixtures.ts';

test.describe('ESG and minors’ terms (public-site.md §2.3, §2.5, §9)', () => {
  test('the ESG page shows its three pillars and goals, linked from the footer', async ({
    page,
  }) => {
    // From a page other than the home, whose popup (3 s after load) could cover the footer.
    await page.goto('/stockcar/proseries/novidade');
    await page.getByRole('contentinfo').getByRole('link', { name: 'ESG' }).click();
    await expect(page).toHaveURL(/\/stockcar\/proseries\/esg$/);
    await expect(page).toHaveTitle('ESG | Stock Car Pro Series');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'ESG' })).toBeVisible();
    for (const pillar of ['Ambiental', 'Social', 'Governança', 'Metas']) {
      await expect(main.getByRole('heading', { level: 2, name: pillar })).toBeVisible();
    }
    await expect(main.getByRole('heading', { name: 'Etanol E100 nos carros' })).toBeVisible();
    await expect(main.getByRole('heading', { name: 'Compensação de carbono' })).toBeVisible();
    await main
      .getByRole('navigation')
      .getByRole('link', { name: /Governança/ })
      .click();
    await expect(page).toHaveURL(/#esg-governanca$/);
  });

  test('the minors’ terms state the rule and download the PDF', async ({ page, request }) => {
    await page.goto('/stockcar/stock-series');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Entrada de menores' }).click();
    await expect(page).toHaveURL(/\/stockcar\/stock-series\/termo-menor-idade$/);
    await expect(page).toHaveTitle('Termo de menor de idade | Stock Series');
    const main = page.getByRole('main');
    await expect(
      main.getByText('Crianças com menos de 2 anos não são admitidas nos eventos.'),
    ).toBeVisible();
    await expect(
      main.getByText(
        'De 2 a 18 anos, a entrada só é permitida com o responsável legal e com ingresso adquirido.',
      ),
    ).toBeVisible();
    await expect(
      main.getByText(/documento original com foto do menor e do responsável/),
    ).toBeVisible();

    const downloading = page.waitForEvent('download');
    await main.getByRole('link', { name: 'Baixar o termo (PDF)' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('termo-menor-idade.pdf');
    const bytes = await readFile(await download.path());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const served = await request.get('/documentos/termo-menor-idade.pdf');
    expect(served.status()).toBe(200);
    expect(served.headers()['content-type']).toBe('application/pdf');
  });
});
