import { expect, test } from './fixtures.ts';
import { chooseEnglish, type EquipeDetalhe, type Equipes } from './racing-support.ts';
import { apiGet, openFromAnotherCategory } from './support.ts';

test.describe('teams (public-site.md §2.5)', () => {
  test('pro series: list to team page with points, cars, history and drivers', async ({
    page,
    request,
  }) => {
    const equipes = await apiGet<Equipes>(request, '/Equipe/categoria/1');
    const id = equipes[0]?.idEquipe;
    const equipe = await apiGet<EquipeDetalhe>(request, `/Equipe/${id}/categoria/1`);
    await page.goto('/stockcar/proseries/equipe');
    await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(equipes.length);
    await page.getByRole('link', { name: equipe.nomeEquipe, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/stockcar/proseries/equipe/${id}$`));
    await expect(page).toHaveTitle(`${equipe.nomeEquipe} | Stock Car Pro Series`);
    await expect(page.getByRole('heading', { name: equipe.nomeEquipe, level: 1 })).toBeVisible();
    await expect(page.getByRole('term').filter({ hasText: 'Pontos' })).toBeVisible();
    await expect(page.getByText(String(equipe.pontuacaoEquipe), { exact: true })).toBeVisible();
    await expect(page.getByText(equipe.carros)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'História' })).toBeVisible();
    const driver = equipe.pilotosEquipe[0];
    if (!driver) throw new Error('a team has drivers');
    await page.getByRole('link', { name: `${driver.nome} ${driver.sobrenome}` }).click();
    await expect(page).toHaveURL(new RegExp(`/stockcar/proseries/piloto/${driver.idPiloto}$`));
  });

  test('stock-series hides the team points', async ({ page, request }) => {
    const equipes = await apiGet<Equipes>(request, '/Equipe/categoria/3');
    const equipe = await apiGet<EquipeDetalhe>(
      request,
      `/Equipe/${equipes[0]?.idEquipe}/categoria/3`,
    );
    await page.goto(`/stockcar/stock-series/equipe/${equipe.idEquipe}`);
    await expect(page.getByRole('heading', { name: equipe.nomeEquipe, level: 1 })).toBeVisible();
    await expect(page.getByText(equipe.carros)).toBeVisible();
    await expect(page.getByRole('term').filter({ hasText: 'Pontos' })).toHaveCount(0);
  });

  test('e-stock team drivers have no links; turismo and formula-4 teams open', async ({
    page,
    request,
  }) => {
    const estock = await apiGet<Equipes>(request, '/Equipe/categoria/2');
    await page.goto('/stockcar/e-stock/equipe');
    await page.getByRole('link', { name: estock[0]?.nomeEquipe, exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Pilotos da equipe' })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Pilotos da equipe' }).getByRole('link'),
    ).toHaveCount(0);

    const turismo = await apiGet<Equipes>(request, '/Equipe/categoria/6');
    await page.goto('/stockcar/turismo-nacional/equipe');
    await page.getByRole('link', { name: turismo[0]?.nomeEquipe, exact: true }).click();
    await expect(
      page.getByRole('heading', { name: turismo[0]?.nomeEquipe, level: 1 }),
    ).toBeVisible();

    const f4 = await apiGet<Equipes>(request, '/Equipe/categoria/4');
    await chooseEnglish(page);
    await page.goto('/stockcar/formula-4/equipe');
    await page.getByRole('link', { name: f4[0]?.nomeEquipe, exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Team drivers' })).toBeVisible();
    await expect(page.getByRole('term').filter({ hasText: 'Points' })).toBeVisible();
  });

  test('an empty teams list shows its empty text, no cards', async ({ page }) => {
    await page.route('**/api/v1/Equipe/categoria/1**', (route) => route.fulfill({ json: [] }));
    await openFromAnotherCategory(page, '/stockcar/proseries/equipe');
    const main = page.getByRole('main');
    await expect(main.getByText('Nenhuma equipe encontrada.', { exact: true })).toBeVisible();
    await expect(main.getByRole('listitem')).toHaveCount(0);
  });
});
