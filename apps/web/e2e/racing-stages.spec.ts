import { expect, test } from './fixtures.ts';
import { chooseEnglish, siteYear, ticketButtonOf, type EtapasBody } from './racing-support.ts';
import { apiGet } from './support.ts';

test.describe('all stages (public-site.md §2.5)', () => {
  test('pro series: the current season, podiums per race, and a season change reloads', async ({
    page,
    request,
  }) => {
    const year = siteYear();
    const current = (await apiGet<EtapasBody>(request, `/Etapa/categoria/1?ano=${year}`)).etapas;
    const older = (await apiGet<EtapasBody>(request, '/Etapa/categoria/1?ano=2024')).etapas;
    const finished = current.find((etapa) => etapa.finalizada);
    const next = current.find((etapa) => etapa.proxima);
    if (!finished || !next) throw new Error('the seed has a finished and a next stage');

    await page.goto('/stockcar/proseries/etapa');
    await expect(page).toHaveTitle('Etapas | Stock Car Pro Series');
    const season = page.getByRole('combobox', { name: 'Temporada' });
    await expect(season).toHaveValue(String(year));
    const cards = page.getByRole('main').getByRole('article');
    await expect(cards).toHaveCount(current.length);

    // A finished stage: one tab per race, each with its podium.
    const card = cards.filter({
      has: page.getByRole('heading', { name: finished.etapa, exact: true }),
    });
    await expect(card.getByRole('tab')).toHaveText(finished.corridas.map((c) => c.descricao));
    const second = finished.corridas[1];
    if (!second) throw new Error('two races per stage');
    await card.getByRole('tab', { name: second.descricao }).click();
    const podium = card.getByRole('list', { name: 'Pódio' });
    for (const entry of second.podio) await expect(podium).toContainText(entry.nome);
    await expect(card.getByRole('link', { name: 'Programação' })).toHaveCount(0);

    // The next stage: the pro series sells tickets (its ticket button is on), and its schedule.
    const nextCard = cards.filter({
      has: page.getByRole('heading', { name: next.etapa, exact: true }),
    });
    await expect(nextCard.getByRole('link', { name: 'Comprar ingresso' })).toHaveAttribute(
      'href',
      next.urlTickets ?? '',
    );
    await expect(nextCard.getByRole('link', { name: 'Saiba mais' })).toHaveCount(0);
    await expect(nextCard.getByRole('link', { name: 'Programação' })).toHaveAttribute(
      'href',
      `/stockcar/proseries/programacao/${next.idCircuito}`,
    );

    await season.selectOption('2024');
    await expect(page.getByText('Calendário da temporada 2024')).toBeVisible();
    await expect(cards).toHaveCount(older.length);
    await expect(cards.first()).toContainText(`${older[0]?.dataDia}${older[0]?.dataMes}2024`);
    await expect(page.getByRole('link', { name: 'Saiba mais' })).toHaveCount(0);
  });

  test("the ticket button follows the category: off for turismo, so 'Saiba mais'", async ({
    page,
    request,
  }) => {
    // The flag is the category's own (GET /Categoria/{id}), stored as the category loads.
    expect((await ticketButtonOf(request, 1)).show).toBe(true);
    expect(await ticketButtonOf(request, 6)).toEqual({ show: false, link: '' });
    const next = await apiGet<{ etapa: string; idCircuito: number }>(
      request,
      '/Etapa/proxima/categoria/6',
    );
    await page.goto('/stockcar/proseries/etapa');
    const tickets = page.getByRole('main').getByRole('link', { name: 'Comprar ingresso' });
    await expect(tickets).toHaveCount(1);
    // Same tab, in-app navigation: the pro series' button does not follow the visitor.
    await page
      .getByRole('navigation', { name: 'Categorias' })
      .getByRole('link', { name: 'TURISMO NACIONAL', exact: true })
      .click();
    await expect(page).toHaveURL(/\/stockcar\/turismo-nacional$/);
    await page
      .getByRole('navigation', { name: 'Menu principal' })
      .getByRole('link', { name: 'Etapas', exact: true })
      .click();
    await expect(page).toHaveURL(/\/stockcar\/turismo-nacional\/etapa$/);
    const card = page
      .getByRole('main')
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: next.etapa, exact: true }) });
    await expect(card.getByRole('link', { name: 'Saiba mais' })).toHaveAttribute(
      'href',
      `/stockcar/turismo-nacional/circuito/${next.idCircuito}`,
    );
    await expect(tickets).toHaveCount(0);
  });

  test('e-stock shows its 2024 stages, with no season select', async ({ page, request }) => {
    const etapas = (await apiGet<EtapasBody>(request, '/Etapa/categoria2/2?ano=2024')).etapas;
    await page.goto('/stockcar/e-stock/etapa');
    await expect(page.getByText('Calendário da temporada 2024')).toBeVisible();
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(etapas.length);
    await expect(page.getByRole('combobox', { name: 'Temporada' })).toHaveCount(0);
  });

  test('turismo-nacional lists each class on the podium', async ({ page, request }) => {
    const year = siteYear();
    const etapas = (await apiGet<EtapasBody>(request, `/Etapa/categoria/6?ano=${year}`)).etapas;
    const finished = etapas.find((etapa) => etapa.finalizada);
    const sprint = finished?.corridas[0];
    const classA = sprint?.podioTurismo[0];
    if (!finished || !classA) throw new Error('the seed has a finished turismo stage');
    await page.goto('/stockcar/turismo-nacional/etapa');
    const card = page
      .getByRole('main')
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: finished.etapa, exact: true }) });
    const list = card.getByRole('list', { name: `Classe ${classA.grupo}` });
    await expect(list.getByRole('listitem')).toHaveCount(classA.pilotos.length);
    await expect(list).toContainText(classA.pilotos[0]?.nome ?? '');
  });

  test("formula-4 in English titles the 03 NOV stage 'GP São Paulo de F1'", async ({
    page,
    request,
  }) => {
    const etapas = (await apiGet<EtapasBody>(request, '/Etapa/categoria/4?ano=2024')).etapas;
    const gp = etapas.find((etapa) => etapa.dataDia === '03' && etapa.dataMes === 'NOV');
    if (!gp) throw new Error('the seed has a formula-4 stage on 03 NOV 2024');
    await chooseEnglish(page);
    await page.goto('/stockcar/formula-4/etapa');
    await expect(page.getByRole('heading', { name: 'Rounds', level: 1 })).toBeVisible();
    await page.getByRole('combobox', { name: 'Season' }).selectOption('2024');
    const cards = page.getByRole('main').getByRole('article');
    await expect(cards).toHaveCount(etapas.length);
    await expect(cards.filter({ hasText: 'GP São Paulo de F1' })).toHaveCount(1);
    await expect(
      cards.filter({ has: page.getByRole('heading', { name: gp.etapa, exact: true }) }),
    ).toContainText('GP São Paulo de F1');
  });

  test('the old turismo opens on its own last season, with its stages', async ({
    page,
    request,
  }) => {
    // Retired years ago: the current year has no stage of it, its newest season has.
    const seasons = (await (
      await request.get('/temporadas_turismo.json?categoria=5')
    ).json()) as number[];
    const last = seasons[0];
    if (last === undefined) throw new Error('the seed has a season of the old turismo');
    const etapas = (await apiGet<EtapasBody>(request, `/Etapa/categoria/5?ano=${last}`)).etapas;
    await page.goto('/stockcar/turismo-nacional-antigo/etapa');
    const season = page.getByRole('combobox', { name: 'Temporada' });
    await expect(season).toHaveValue(String(last));
    await expect(season.getByRole('option')).toHaveText(seasons.map(String));
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(etapas.length);
    await expect(page.getByText('Nenhuma etapa encontrada')).toHaveCount(0);
  });

  test("a stage ahead goes to the visitor's calendar, and the season can be subscribed", async ({
    page,
    request,
  }) => {
    const config = (await (await request.get('/runtime-config.json')).json()) as {
      apiKey: string;
      publicUrl: string;
    };
    const next = (
      await apiGet<EtapasBody>(request, `/Etapa/categoria/1?ano=${siteYear()}`)
    ).etapas.find((etapa) => etapa.proxima);
    if (!next) throw new Error('the seed has a next stage');
    await page.goto('/stockcar/proseries/etapa');
    const card = page
      .getByRole('main')
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: next.etapa, exact: true }) });
    await expect(card.getByText(/^Largada: \d{2}h\d{2} em Brasília/)).toBeVisible();

    // "Adicionar à agenda": a download of the stage's .ics.
    const add = card.getByRole('link', { name: 'Adicionar à agenda' });
    const href = await add.getAttribute('href');
    expect(href).toBe(`/api/v1/Etapa/${next.idEtapa}/agenda.ics?apiKey=${config.apiKey}`);
    const downloading = page.waitForEvent('download');
    await add.click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^stockcar-proseries-\d{4}-etapa-\d+\.ics$/);
    const file = await request.get(href ?? '');
    expect(file.headers()['content-type']).toBe('text/calendar; charset=utf-8');
    expect(await file.text()).toContain(`UID:etapa-${next.idEtapa}@`);

    // "Assinar calendário": the season's feed at the site's public address, as webcal.
    const feed = `/api/v1/Etapa/categoria/1/calendario.ics?apiKey=${config.apiKey}`;
    await expect(page.getByRole('link', { name: 'Assinar calendário' })).toHaveAttribute(
      'href',
      `${config.publicUrl.replace(/^https?:/, 'webcal:')}${feed}`,
    );
    const season = await request.get(feed);
    expect(season.headers()['content-type']).toBe('text/calendar; charset=utf-8');
    expect(await season.text()).toContain(`UID:etapa-${next.idEtapa}@`);
  });
});
