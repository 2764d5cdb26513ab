import { expect, test } from './fixtures.ts';
import { chooseEnglish, type CircuitoDetalhe } from './racing-support.ts';
import { apiGet } from './support.ts';

type Proxima = { etapa: string; idCircuito: number };

test.describe('schedule page and next-round block (public-site.md §2.5)', () => {
  test('pro series: from the stages to the schedule with tickets and channels', async ({
    page,
    request,
  }) => {
    const next = await apiGet<Proxima>(request, '/Etapa/proxima/categoria/1');
    const circuito = await apiGet<CircuitoDetalhe>(
      request,
      `/Circuito/${next.idCircuito}/categoria/1`,
    );
    const number = /\d+/.exec(next.etapa)?.[0];
    await page.goto('/stockcar/proseries/etapa');
    await page.getByRole('link', { name: 'Programação' }).click();

    await expect(page).toHaveURL(new RegExp(`/programacao/${next.idCircuito}$`));
    await expect(page.getByRole('heading', { name: 'Programação', level: 1 })).toBeVisible();
    for (const dia of circuito.programacoes) {
      const day = page.getByRole('region', { name: dia.diaProgramacao, exact: true });
      await expect(day).toContainText(dia.dataProgramacao.slice(8, 10));
    }
    await expect(page.getByRole('heading', { name: `Etapa ${number}` })).toBeVisible();
    await expect(
      page.getByText(`Classificação às ${circuito.proximaEtapa?.horaClassificacao}`),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Garanta seu ingresso!' })).toHaveAttribute(
      'href',
      circuito.proximaEtapa?.urlTickets ?? '',
    );
    // Issue 15: the stage and each of its days go to the visitor's calendar.
    const idEtapa = circuito.proximaEtapa?.idEtapa;
    await expect(
      page.getByRole('complementary').getByRole('link', { name: 'Adicionar à agenda' }),
    ).toHaveAttribute('href', new RegExp(`^/api/v1/Etapa/${idEtapa}/agenda\\.ics\\?apiKey=`));
    for (const dia of circuito.programacoes) {
      const add = page
        .getByRole('region', { name: dia.diaProgramacao, exact: true })
        .getByRole('link', { name: 'Adicionar à agenda' });
      const file = await request.get((await add.getAttribute('href')) ?? '');
      expect(file.headers()['content-type']).toBe('text/calendar; charset=utf-8');
      expect(await file.text()).toContain(
        `DTSTART;VALUE=DATE:${dia.dataProgramacao.replaceAll('-', '')}`,
      );
    }
    const watch = page.getByRole('region', { name: 'Onde assistir' });
    await expect(watch.getByRole('img')).toHaveCount(circuito.ondeAssistir.length);
  });

  test("no schedule: 'Nenhuma programação encontrada!' and a way back", async ({
    page,
    request,
  }) => {
    const next = await apiGet<Proxima>(request, '/Etapa/proxima/categoria/1');
    const circuitos = await apiGet<{ idCircuito: number }[]>(request, '/Circuito/categoria/1');
    const other = circuitos.find((c) => c.idCircuito !== next.idCircuito);
    // Opened directly (no earlier page of the site in this visit): back leads to the calendar.
    await page.goto(`/stockcar/proseries/programacao/${other?.idCircuito}`);
    await expect(page.getByText('Nenhuma programação encontrada!')).toBeVisible();
    await page.getByRole('button', { name: 'Voltar' }).click();
    await expect(page).toHaveURL(/\/stockcar\/proseries\/etapa$/);
  });

  test('the next-round block leads to its schedule', async ({ page, request }) => {
    const next = await apiGet<Proxima>(request, '/Etapa/proxima/categoria/1');
    await page.goto('/stockcar/proseries/programacao/');
    await expect(
      page.getByRole('heading', { name: `Etapa ${/\d+/.exec(next.etapa)?.[0]}` }),
    ).toBeVisible();
    await expect(page.getByRole('timer')).toBeVisible();
    await page.getByRole('link', { name: 'Ver programação' }).click();
    await expect(page).toHaveURL(new RegExp(`/programacao/${next.idCircuito}$`));
    await expect(page.getByRole('link', { name: 'Garanta seu ingresso!' })).toBeVisible();
  });

  for (const { slug, id } of [
    { slug: 'e-stock', id: 2 },
    { slug: 'turismo-nacional', id: 6 },
  ]) {
    test(`${slug}: the next stage's schedule`, async ({ page, request }) => {
      const next = await apiGet<Proxima>(request, `/Etapa/proxima/categoria/${id}`);
      const circuito = await apiGet<CircuitoDetalhe>(
        request,
        `/Circuito/${next.idCircuito}/categoria/${id}`,
      );
      await page.goto(`/stockcar/${slug}/programacao/${next.idCircuito}`);
      // The days' dates, and the race's start (issue 15).
      await expect(page.getByRole('main').getByRole('time')).toHaveCount(
        circuito.programacoes.length + 1,
      );
      await expect(page.getByRole('link', { name: 'Garanta seu ingresso!' })).toHaveCount(
        circuito.proximaEtapa?.urlTickets ? 1 : 0,
      );
    });
  }

  test('formula-4 in English', async ({ page, request }) => {
    const next = await apiGet<Proxima>(request, '/Etapa/proxima/categoria/4');
    await chooseEnglish(page);
    await page.goto(`/stockcar/formula-4/programacao/${next.idCircuito}`);
    await expect(page.getByRole('heading', { name: 'Schedule', level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Get your ticket!' })).toBeVisible();
  });
});
