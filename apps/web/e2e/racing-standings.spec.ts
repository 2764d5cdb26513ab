import { expect, test } from './fixtures.ts';
import {
  chooseEnglish,
  siteYear,
  type ClassificacaoEquipes,
  type ClassificacaoPilotos,
} from './racing-support.ts';
import { apiGet, closeHomePopup } from './support.ts';

test.describe('standings (public-site.md §2.5)', () => {
  test('pro series: drivers with the hover photo, then teams', async ({ page, request }) => {
    const year = siteYear();
    const drivers = await apiGet<ClassificacaoPilotos>(
      request,
      `/Classificacao/categoria/1/pilotos?ano=${year}`,
    );
    const teams = await apiGet<ClassificacaoEquipes>(
      request,
      `/Classificacao/categoria/1/equipes?ano=${year}`,
    );
    const leader = drivers[0];
    if (!leader || !teams[0]) throw new Error('the seed has standings');

    await page.goto('/stockcar/proseries/classificacao');
    await expect(
      page.getByRole('heading', { name: 'Classificação Stock Car Pro Series', level: 1 }),
    ).toBeVisible();
    await expect(page.getByRole('tab', { name: 'PILOTOS' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const rows = page.getByRole('table').getByRole('row');
    await expect(rows).toHaveCount(drivers.length + 1);
    const first = rows.nth(1);
    await expect(first).toContainText(leader.sobrenome);
    await expect(first).toContainText(String(leader.pontuacao));
    await expect(first).toContainText(leader.carro);
    const photo = first.getByRole('img', { name: `${leader.nome} ${leader.sobrenome}` });
    await expect(photo).toHaveAttribute('src', leader.imagem);
    await first.hover();
    await expect(photo).toHaveAttribute('src', leader.imagemB);

    await page.getByRole('tab', { name: 'EQUIPES' }).click();
    await expect(rows).toHaveCount(teams.length + 1);
    await expect(rows.nth(1)).toContainText(teams[0].nomeEquipe);
  });

  test('on a phone the table scrolls sideways, and the keyboard can scroll it', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/stockcar/proseries/classificacao');
    const region = page.getByRole('region', { name: 'Tabela de classificação (rola para o lado)' });
    await expect(region.getByRole('table')).toBeVisible();
    await region.focus();
    await expect(region).toBeFocused();
    expect(await region.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => region.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
  });

  test("turismo-nacional: five tabs and 'Mais Classificações' in a new tab", async ({
    page,
    request,
  }) => {
    const year = siteYear();
    const sprintB = await apiGet<ClassificacaoPilotos>(
      request,
      `/Turismo?idCategoria=6&year=${year}&subcategoria=B&tipo=sprint`,
    );
    const config = (await (await request.get('/runtime-config.json')).json()) as {
      links: { maisClassificacoes: string };
    };
    await page.goto('/stockcar/turismo-nacional/classificacao');
    await expect(page.getByRole('tab')).toHaveText([
      'Overall A',
      'Sprint A',
      'Endurance',
      'Overall B',
      'Sprint B',
    ]);
    await page.getByRole('tab', { name: 'Sprint B' }).click();
    const rows = page.getByRole('table').getByRole('row');
    await expect(rows).toHaveCount(sprintB.length + 1);
    await expect(rows.nth(1)).toContainText(sprintB[0]?.sobrenome ?? '');
    await expect(rows.nth(1)).toContainText(String(sprintB[0]?.pontuacao));
    const more = page.getByRole('link', { name: 'Mais Classificações' });
    await expect(more).toHaveAttribute('href', config.links.maisClassificacoes);
    await expect(more).toHaveAttribute('target', '_blank');
  });

  test('e-stock shows no standings content', async ({ page }) => {
    await page.goto('/stockcar/e-stock/classificacao');
    await expect(
      page.getByRole('heading', { name: 'Classificação E-Stock', level: 1 }),
    ).toBeVisible();
    await expect(page.getByRole('tablist')).toHaveCount(0);
    await expect(page.getByRole('table')).toHaveCount(0);
  });

  test('formula-4 in English has translated tabs', async ({ page }) => {
    await chooseEnglish(page);
    await page.goto('/stockcar/formula-4/classificacao');
    await expect(page).toHaveTitle('Standings | Fórmula 4 Brasil');
    await expect(page.getByRole('tab')).toHaveText(['DRIVERS', 'TEAMS']);
    await page.getByRole('tab', { name: 'TEAMS' }).click();
    await expect(page.getByRole('columnheader', { name: 'Team' })).toBeVisible();
  });

  test("no standings this season says 'NENHUM RESULTADO FOI ENCONTRADO!'", async ({ page }) => {
    await page.goto('/stockcar/turismo-nacional-antigo/classificacao');
    await expect(page.getByText('NENHUM RESULTADO FOI ENCONTRADO!')).toBeVisible();
  });

  test("the home's general standings: the top 10 and 'Classificação completa'", async ({
    page,
  }) => {
    await page.goto('/stockcar/proseries');
    const block = page.locator('[data-block="classificacao-geral"]');
    await expect(block.getByRole('table').getByRole('row')).toHaveCount(11);
    await closeHomePopup(page);
    await block.getByRole('link', { name: 'Classificação completa' }).click();
    await expect(page).toHaveURL(/\/stockcar\/proseries\/classificacao$/);
    await expect(page.getByRole('link', { name: 'Classificação completa' })).toHaveCount(0);
  });
});
