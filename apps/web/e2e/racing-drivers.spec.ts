import { type Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { type PilotoDetalhe, type PilotosBody } from './racing-support.ts';
import { apiGet, openFromAnotherCategory } from './support.ts';

/** From the list to the driver page: title, heading, and one chart point per result. */
async function openDriver(
  page: Page,
  slug: string,
  piloto: PilotoDetalhe,
  chartName: string,
  query = '',
) {
  const name = `${piloto.nome} ${piloto.sobrenome}`;
  await page.getByRole('link', { name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/stockcar/${slug}/piloto/${piloto.idPiloto}${query}$`));
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`^${name} \\| `));
  const chart = page.getByRole('img', { name: chartName });
  await expect(chart.locator('circle')).toHaveCount(piloto.resultados.length);
  for (const resultado of piloto.resultados.slice(0, 3)) {
    await expect(chart).toContainText(resultado.circuito);
  }
}

test.describe('drivers list and detail (public-site.md §2.5)', () => {
  test('pro series: season subtitle, card to detail with the points chart', async ({
    page,
    request,
  }) => {
    const { temporada_atual } = (await (await request.get('/temporada_atual.json')).json()) as {
      temporada_atual: number;
    };
    const { pilotos } = await apiGet<PilotosBody>(request, '/Piloto/categoria/1');
    const first = pilotos[0];
    if (!first) throw new Error('the seed has drivers');
    const piloto = await apiGet<PilotoDetalhe>(request, `/Piloto/${first.idPiloto}/categoria/1`);

    await page.goto('/stockcar/proseries/piloto');
    await expect(page.getByText(`Temporada ${temporada_atual}`)).toBeVisible();
    await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(pilotos.length);
    await expect(page.getByText(`${first.pontuacao} pts`)).toBeVisible();
    await openDriver(page, 'proseries', piloto, 'PONTOS DO CAMPEONATO');
    await expect(page.getByRole('heading', { name: 'PONTOS DO CAMPEONATO' })).toBeVisible();
    const stats = page.getByRole('main').getByRole('definition');
    await expect(stats.filter({ hasText: String(piloto.vitorias) }).first()).toBeVisible();
    await expect(page.getByText(piloto.equipe).first()).toBeVisible();
    // The latest news block shows only when the driver has news.
    const news = page.getByRole('region', { name: 'Últimas notícias' });
    if (piloto.noticias.length > 0) {
      // Seasons repeat headlines ('vence a corrida 1 da 9ª Etapa'), so the links are compared.
      await expect(news.getByRole('link')).toHaveCount(piloto.noticias.length);
      const hrefs = piloto.noticias.map((n) => `/stockcar/proseries/noticia/${n.id}`);
      for (const [index, href] of hrefs.entries()) {
        await expect(news.getByRole('link').nth(index)).toHaveAttribute('href', href);
      }
      await expect(news).toContainText(piloto.noticias[0]?.titulo ?? '');
    } else {
      await expect(news).toHaveCount(0);
    }
  });

  test('the instagram link shows only when exibeInstagram is on', async ({ page, request }) => {
    const { pilotos } = await apiGet<PilotosBody>(request, '/Piloto/categoria/1');
    const details = await Promise.all(
      pilotos
        .slice(0, 10)
        .map((p) => apiGet<PilotoDetalhe>(request, `/Piloto/${p.idPiloto}/categoria/1`)),
    );
    const hidden = details.find((p) => !p.exibeInstagram);
    const shown = details.find((p) => p.exibeInstagram && p.instagram);
    if (hidden) {
      await page.goto(`/stockcar/proseries/piloto/${hidden.idPiloto}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('link', { name: /^Instagram de / })).toHaveCount(0);
    }
    if (shown) {
      await page.goto(`/stockcar/proseries/piloto/${shown.idPiloto}`);
      await expect(
        page.getByRole('link', { name: `Instagram de ${shown.nome} ${shown.sobrenome}` }),
      ).toHaveAttribute('href', shown.instagram);
    }
  });

  test('turismo-nacional: card to detail with the chart', async ({ page, request }) => {
    const { pilotos } = await apiGet<PilotosBody>(request, '/Piloto/categoria/6');
    const id = pilotos[0]?.idPiloto;
    const piloto = await apiGet<PilotoDetalhe>(request, `/Piloto/${id}/categoria/6`);
    await page.goto('/stockcar/turismo-nacional/piloto');
    await openDriver(page, 'turismo-nacional', piloto, 'PONTOS DO CAMPEONATO');
  });

  test('formula-4 in English: card to detail with the chart', async ({ page, request }) => {
    const { pilotos } = await apiGet<PilotosBody>(request, '/Piloto/categoria/4');
    const id = pilotos[1]?.idPiloto;
    const piloto = await apiGet<PilotoDetalhe>(request, `/Piloto/${id}/categoria/4`);
    // English by its address (decision 0030): the card's link keeps it.
    await page.goto('/stockcar/formula-4/piloto?idioma=en');
    await expect(page.getByRole('heading', { name: 'Drivers', level: 1 })).toBeVisible();
    await openDriver(page, 'formula-4', piloto, 'CHAMPIONSHIP POINTS', '\\?idioma=en');
    await expect(page.getByRole('term').filter({ hasText: 'Wins' })).toBeVisible();
  });

  test('e-stock: PRO and AM tabs, without points or links', async ({ page, request }) => {
    const pro = (await apiGet<PilotosBody>(request, '/Piloto/categoria/2?subCategoria=PRO'))
      .pilotos;
    const am = (await apiGet<PilotosBody>(request, '/Piloto/categoria/2?subCategoria=Amador'))
      .pilotos;
    await page.goto('/stockcar/e-stock/piloto');
    const panel = page.getByRole('tabpanel');
    await expect(panel.getByRole('listitem')).toHaveCount(pro.length);
    await expect(panel.getByRole('link')).toHaveCount(0);
    await expect(panel.getByText(/ pts$/)).toHaveCount(0);
    await page.getByRole('tab', { name: 'AM' }).click();
    const amName = `${am[0]?.nome} ${am[0]?.sobrenome}`;
    await expect(panel.getByRole('heading', { name: amName })).toBeVisible();
    await expect(panel.getByRole('listitem')).toHaveCount(am.length);
    await expect(panel.getByRole('link')).toHaveCount(0);
  });

  test('the old turismo lists its drivers without links', async ({ page, request }) => {
    const { pilotos } = await apiGet<PilotosBody>(request, '/Piloto/categoria/5');
    await page.goto('/stockcar/turismo-nacional-antigo/piloto');
    const list = page.getByRole('main').getByRole('list').first();
    await expect(list.getByRole('listitem')).toHaveCount(pilotos.length);
    await expect(list.getByRole('link')).toHaveCount(0);
  });

  test('an unknown driver shows the API’s message', async ({ page }) => {
    await page.goto('/stockcar/proseries/piloto/999999');
    await expect(page.getByRole('alert')).toHaveText('Piloto não encontrado nesta categoria.');
  });

  test('an empty drivers list shows its empty text, no cards', async ({ page }) => {
    await page.route('**/api/v1/Piloto/categoria/1**', (route) =>
      route.fulfill({ json: { pilotos: [] } }),
    );
    await openFromAnotherCategory(page, '/stockcar/proseries/piloto');
    const main = page.getByRole('main');
    await expect(main.getByText('Nenhum piloto encontrado.', { exact: true })).toBeVisible();
    await expect(main.getByRole('listitem')).toHaveCount(0);
  });
});
