import { expect, test } from './fixtures.ts';
import { chooseEnglish, type CircuitoDetalhe, type EtapasBody } from './racing-support.ts';
import { apiGet, openFromAnotherCategory } from './support.ts';

type Circuitos = { idCircuito: number; circuito: string }[];

test.describe('circuits (public-site.md §2.5)', () => {
  test('pro series: animated card to the detail with next stage, channels and stats', async ({
    page,
    request,
  }) => {
    const next = await apiGet<{ idCircuito: number }>(request, '/Etapa/proxima/categoria/1');
    const circuito = await apiGet<CircuitoDetalhe>(
      request,
      `/Circuito/${next.idCircuito}/categoria/1`,
    );
    const circuitos = await apiGet<Circuitos>(request, '/Circuito/categoria/1');
    await page.goto('/stockcar/proseries/circuito');
    await expect(page.getByRole('main').getByRole('link')).toHaveCount(circuitos.length);
    const card = page.getByRole('link', {
      name: new RegExp(circuito.circuito.replace(/[()]/g, '.')),
    });
    await card.hover();
    await expect
      .poll(() => card.evaluate((el) => getComputedStyle(el, '::before').animationName))
      .toBe('circuit-card-zoom');
    await card.click();

    await expect(page).toHaveURL(new RegExp(`/circuito/${circuito.idCircuito}$`));
    await expect(page).toHaveTitle(`${circuito.circuito} | Stock Car Pro Series`);
    await expect(page.getByRole('heading', { name: circuito.circuito, level: 1 })).toBeVisible();
    const nextStage = page.getByRole('region', { name: 'Próxima etapa' });
    await expect(nextStage).toContainText(circuito.proximaEtapa?.cidade ?? '');
    await expect(nextStage.getByRole('link', { name: 'Comprar ingresso' })).toHaveAttribute(
      'href',
      circuito.proximaEtapa?.urlTickets ?? '',
    );
    const watch = page.getByRole('region', { name: 'Onde assistir' });
    for (const canal of circuito.ondeAssistir) {
      await expect(watch.getByRole('img', { name: canal.nomeCanal })).toBeVisible();
    }
    const stats = page.getByRole('region', { name: 'Números do circuito' });
    await expect(stats.getByRole('term')).toHaveText([
      'Corridas',
      'Extensão',
      'Curvas',
      'Volta mais rápida',
      'Rei da pista',
      'Sentido',
      'Primeiro ano na categoria',
    ]);
    const km = (circuito.extensao / 1000).toFixed(3).replace('.', ',');
    await expect(stats).toContainText(`${km} km`);
    await expect(stats).toContainText(circuito.reiDaPista);
    await expect(page.getByRole('link', { name: /Assista à última etapa/ })).toHaveAttribute(
      'href',
      circuito.urlVideo,
    );
  });

  test("a circuit without a stage ahead says 'Em breve'", async ({ page, request }) => {
    const circuitos = await apiGet<Circuitos>(request, '/Circuito/categoria/1');
    const { etapas } = await apiGet<EtapasBody>(request, '/Etapa/categoria/1');
    const ahead = new Set(
      etapas.filter((e) => Date.parse(e.dataEtapa) > Date.now()).map((e) => e.idCircuito),
    );
    const other = circuitos.find((c) => !ahead.has(c.idCircuito));
    if (!other) throw new Error('the seed has a Pro Series circuit with no stage ahead');
    await page.goto(`/stockcar/proseries/circuito/${other.idCircuito}`);
    const nextStage = page.getByRole('region', { name: 'Próxima etapa' });
    await expect(nextStage.getByText('Em breve')).toBeVisible();
    await expect(nextStage.getByRole('link')).toHaveCount(0);
  });

  test('formula-4 and stock-series: cards without links, no fastest lap or track king', async ({
    page,
    request,
  }) => {
    const f4 = await apiGet<Circuitos>(request, '/Circuito/categoria/4');
    await chooseEnglish(page);
    await page.goto('/stockcar/formula-4/circuito');
    await expect(page.getByText(f4[0]?.circuito ?? '').first()).toBeVisible();
    await expect(page.getByRole('main').getByRole('link')).toHaveCount(0);
    await page.goto(`/stockcar/formula-4/circuito/${f4[0]?.idCircuito}`);
    const stats = page.getByRole('region', { name: 'Circuit facts' });
    await expect(stats.getByRole('term').first()).toHaveText('Races');
    await expect(stats.getByRole('term').filter({ hasText: 'Fastest lap' })).toHaveCount(0);
    await expect(stats.getByRole('term').filter({ hasText: 'King of the track' })).toHaveCount(0);

    await page.goto('/stockcar/stock-series/circuito');
    await expect(page.getByRole('heading', { name: 'Circuitos', level: 1 })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link')).toHaveCount(0);
    await page.goto('/stockcar/stock-series/circuito/1');
    const ssStats = page.getByRole('region', { name: 'Números do circuito' });
    await expect(ssStats.getByRole('term').first()).toHaveText('Corridas');
    await expect(ssStats.getByRole('term').filter({ hasText: 'Volta mais rápida' })).toHaveCount(0);
    await expect(ssStats.getByRole('term').filter({ hasText: 'Rei da pista' })).toHaveCount(0);
  });

  test('turismo-nacional links to the detail; e-stock does not', async ({ page, request }) => {
    const turismo = await apiGet<Circuitos>(request, '/Circuito/categoria/6');
    await page.goto('/stockcar/turismo-nacional/circuito');
    await page.getByRole('main').getByRole('link').first().click();
    await expect(page).toHaveURL(new RegExp(`/circuito/${turismo[0]?.idCircuito}$`));
    await expect(
      page.getByRole('region', { name: 'Números do circuito' }).getByRole('term'),
    ).toContainText(['Volta mais rápida']);

    await page.goto('/stockcar/e-stock/circuito');
    await expect(page.getByRole('heading', { name: 'Circuitos', level: 1 })).toBeVisible();
    await expect(page.getByRole('main').getByRole('listitem').first()).toBeVisible();
    await expect(page.getByRole('main').getByRole('link')).toHaveCount(0);
  });

  test('an empty circuits list shows its empty text, no cards', async ({ page }) => {
    await page.route('**/api/v1/Circuito/categoria/1**', (route) => route.fulfill({ json: [] }));
    await openFromAnotherCategory(page, '/stockcar/proseries/circuito');
    const main = page.getByRole('main');
    await expect(main.getByText('Nenhum circuito encontrado.', { exact: true })).toBeVisible();
    await expect(main.getByRole('link', { name: /Interlagos/ })).toHaveCount(0);
  });
});
