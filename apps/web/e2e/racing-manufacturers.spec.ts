import { expect, test } from './fixtures.ts';
import { chooseEnglish, siteYear, type EtapasBody, type Montadoras } from './racing-support.ts';
import { apiGet, openFromAnotherCategory } from './support.ts';

type Maquinas = { maquinas: { nome: string }[] };

test.describe('manufacturers and machines (public-site.md §2.5)', () => {
  test('pro series: every manufacturer with its links, then the machines', async ({
    page,
    request,
  }) => {
    const montadoras = await apiGet<Montadoras>(request, '/Montadora/categoria/1');
    const { maquinas } = await apiGet<Maquinas>(request, '/Maquina');
    await page.goto('/stockcar/proseries/montadora');
    await expect(page).toHaveTitle('Montadoras | Stock Car Pro Series');
    for (const montadora of montadoras) {
      const article = page.getByRole('article', { name: montadora.nome });
      await expect(article.getByRole('heading', { name: montadora.nome })).toBeVisible();
      await expect(article.getByRole('img', { name: `Carro da ${montadora.nome}` })).toBeVisible();
      await expect(
        article.getByRole('link', { name: `Site da ${montadora.nome}` }),
      ).toHaveAttribute('href', montadora.webSite);
      await expect(
        article.getByRole('link', { name: `Instagram da ${montadora.nome}` }),
      ).toHaveAttribute('href', montadora.instagram);
    }
    await expect(page.getByRole('heading', { name: 'Máquinas' })).toBeVisible();
    for (const maquina of maquinas) {
      await expect(page.getByRole('img', { name: maquina.nome })).toBeVisible();
    }
  });

  test('other categories: their manufacturers, no machines', async ({ page, request }) => {
    for (const { slug, id } of [
      { slug: 'turismo-nacional', id: 6 },
      { slug: 'e-stock', id: 2 },
    ]) {
      const montadoras = await apiGet<Montadoras>(request, `/Montadora/categoria/${id}`);
      await page.goto(`/stockcar/${slug}/montadora`);
      await expect(page.getByRole('main').getByRole('article')).toHaveCount(montadoras.length);
      await expect(page.getByRole('heading', { name: 'Máquinas' })).toHaveCount(0);
    }
    const f4 = await apiGet<Montadoras>(request, '/Montadora/categoria/4');
    await chooseEnglish(page);
    await page.goto('/stockcar/formula-4/montadora');
    await expect(page.getByRole('heading', { name: 'Manufacturers', level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: `${f4[0]?.nome} website` })).toHaveAttribute(
      'href',
      f4[0]?.webSite ?? '',
    );
  });

  test('empty manufacturers and machines show their empty texts', async ({ page }) => {
    await page.route('**/api/v1/Montadora/categoria/1**', (route) => route.fulfill({ json: [] }));
    await page.route('**/api/v1/Maquina**', (route) => route.fulfill({ json: { maquinas: [] } }));
    await openFromAnotherCategory(page, '/stockcar/proseries/montadora');
    const main = page.getByRole('main');
    await expect(main.getByText('Nenhuma montadora encontrada.', { exact: true })).toBeVisible();
    await expect(main.getByText('Nenhuma máquina encontrada.', { exact: true })).toBeVisible();
    await expect(main.getByRole('article')).toHaveCount(0);
  });
});

test.describe('home racing blocks (public-site.md §2.3)', () => {
  test('pro series: last races of the latest finished stage, and the machines', async ({
    page,
    request,
  }) => {
    const etapas = (
      await apiGet<EtapasBody>(request, `/Etapa/categoria/1?ano=${siteYear()}`)
    ).etapas.filter((etapa) => etapa.finalizada);
    const latest = etapas.at(-1);
    if (!latest) throw new Error('the seed has finished stages');
    await page.goto('/stockcar/proseries');
    const lastRaces = page.locator('[data-block="ultimas-corridas"]');
    await expect(lastRaces.getByRole('heading', { name: 'Últimas corridas' })).toBeVisible();
    await expect(lastRaces).toContainText(latest.etapa);
    for (const corrida of latest.corridas) {
      await expect(lastRaces.getByRole('heading', { name: corrida.descricao })).toBeVisible();
      await expect(lastRaces).toContainText(corrida.podio[0]?.nome ?? '');
    }
    const machines = page.locator('[data-block="maquinas"]');
    await expect(machines.getByRole('heading', { name: 'Máquinas' })).toBeVisible();
  });

  test('turismo-nacional has no last races; e-stock no general standings', async ({ page }) => {
    await page.goto('/stockcar/turismo-nacional');
    await expect(
      page.locator('[data-block="classificacao-geral"]').getByRole('table'),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Últimas corridas' })).toHaveCount(0);
    await page.goto('/stockcar/e-stock');
    await expect(page.getByRole('heading', { name: 'Últimas corridas' })).toBeVisible();
    await expect(page.getByRole('heading', { name: /^Classificação/ })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Máquinas' })).toHaveCount(0);
  });
});

test.describe("the category's about page (public-site.md §1)", () => {
  test('pro series: its history and the statistics up to 2023', async ({ page }) => {
    await page.goto('/stockcar/proseries/categoria');
    await expect(page).toHaveTitle('O campeonato | Stock Car Pro Series');
    await expect(page.getByRole('heading', { name: 'A história da Stock Car' })).toBeVisible();
    const stats = page.getByRole('region', { name: /até a temporada 2023/ });
    await expect(stats.getByRole('definition')).toHaveText(['610', '19', '77', '19', '5', '414']);
    await expect(stats.getByRole('term').first()).toHaveText('corridas realizadas');
  });

  test('other categories: their text, no statistics', async ({ page }) => {
    await page.goto('/stockcar/turismo-nacional/categoria');
    await expect(page.getByText(/duas classes \(A e B\)/)).toBeVisible();
    await expect(page.getByRole('region', { name: /até a temporada/ })).toHaveCount(0);
  });
});
