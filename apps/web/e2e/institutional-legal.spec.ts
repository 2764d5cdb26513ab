import { expect, test } from './fixtures.ts';
import type { FooterResponse } from '@stockcar/shared/schemas/footer';
import { chooseEnglish } from './racing-support.ts';
import { apiGet, openFromAnotherCategory } from './support.ts';

/** The footer item of that title and the text of its first section heading. */
async function legalItem(
  request: Parameters<typeof apiGet>[0],
  idCategoria: number,
  titulo: string,
  idioma = 'pt-br',
) {
  const footer = await apiGet<FooterResponse>(
    request,
    `/Footer/categoria/${idCategoria}?idioma=${idioma}`,
  );
  const item = footer.itemsRodape.find((i) => i.titulo === titulo);
  const heading = /<h2>(.*?)<\/h2>/.exec(item?.texto ?? '')?.[1];
  if (!item || !heading) throw new Error(`no footer item '${titulo}' with a section heading`);
  return { item, heading };
}

test.describe('legal pages from the footer items (public-site.md §2.3)', () => {
  test('the privacy policy shows the footer item’s text, reached from the footer', async ({
    page,
    request,
  }) => {
    const { heading } = await legalItem(request, 1, 'Políticas de Privacidade');
    // From a page other than the home, whose popup (3 s after load) could cover the footer.
    await page.goto('/stockcar/proseries/novidade');
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: 'Política de privacidade' })
      .click();
    await expect(page).toHaveURL(/\/stockcar\/proseries\/politica-privacidade$/);
    await expect(page).toHaveTitle('Política de privacidade | Stock Car Pro Series');
    const main = page.getByRole('main');
    await expect(
      main.getByRole('heading', { level: 1, name: 'Políticas de Privacidade' }),
    ).toBeVisible();
    await expect(main.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    await expect(main.getByText(/Lei Geral de Proteção de Dados/).first()).toBeVisible();
  });

  test('the terms of use show the footer item’s text, on another category too', async ({
    page,
    request,
  }) => {
    const { heading } = await legalItem(request, 2, 'Termos de Uso');
    await page.goto('/stockcar/e-stock');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Termos de uso' }).click();
    await expect(page).toHaveURL(/\/stockcar\/e-stock\/termos-de-uso$/);
    await expect(page).toHaveTitle('Termos de uso | E-Stock');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Termos de Uso' })).toBeVisible();
    await expect(main.getByRole('heading', { level: 2, name: heading })).toBeVisible();
  });

  test('formula-4 in English shows the English item', async ({ page, request }) => {
    const { heading } = await legalItem(request, 4, 'Privacy Policy', 'en');
    await chooseEnglish(page);
    await page.goto('/stockcar/formula-4/politica-privacidade');
    await expect(page).toHaveTitle('Privacy policy | Fórmula 4 Brasil');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await expect(main.getByRole('heading', { level: 2, name: heading })).toBeVisible();
  });

  test('a failing footer call shows the error, and retrying loads the text', async ({ page }) => {
    let fail = true;
    await page.route('**/api/v1/Footer/categoria/1**', (route) =>
      fail
        ? route.fulfill({
            status: 503,
            contentType: 'application/problem+json',
            body: JSON.stringify({ status: 503, title: 'Service Unavailable', detail: 'fora' }),
          })
        : route.fallback(),
    );
    await openFromAnotherCategory(page, '/stockcar/proseries/termos-de-uso');
    const main = page.getByRole('main');
    await expect(main.getByRole('alert')).toHaveText(
      'Não foi possível carregar o texto agora. Tente novamente em instantes.',
    );
    fail = false;
    await main.getByRole('button', { name: 'Tentar novamente' }).click();
    await expect(main.getByRole('heading', { level: 1, name: 'Termos de Uso' })).toBeVisible();
    await expect(main.getByText(/Estes Termos de Uso regulam/)).toBeVisible();
  });
});
