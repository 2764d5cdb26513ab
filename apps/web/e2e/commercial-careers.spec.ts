import { type Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { pdfFile, recordPosts } from './commercial-support.ts';
import { apiGet } from './support.ts';

/** Fills every candidate field (public-site.md §3, §5). */
async function fillCandidate(page: Page, area: string) {
  await page.getByLabel('Nome completo').fill('Joana Ribeiro');
  await page.getByLabel('E-mail', { exact: false }).first().fill('joana@example.com');
  await page.getByLabel('Celular').pressSequentially('21987654321');
  await page.getByLabel('CEP').pressSequentially('20040020');
  await page.getByLabel('Área de interesse').selectOption({ label: area });
  await page.getByLabel('LinkedIn').fill('https://www.linkedin.com/in/joana-ribeiro');
  await page.getByLabel('Por que você quer trabalhar').fill('Cresci assistindo às corridas.');
  await page.getByLabel('Qual é o seu sonho').fill('Trabalhar no grid de largada.');
}

test.describe('careers (public-site.md §2.5)', () => {
  test('areas show 10, then 18; testimonials turn and pause; the call to action opens the form', async ({
    page,
    request,
  }) => {
    const areas = await apiGet<{ nome: string }[]>(request, '/RH/Area');
    expect(areas.length).toBeGreaterThan(10);
    await page.goto('/stockcar/proseries/trabalhe-conosco');
    await expect(page).toHaveTitle('Trabalhe conosco | Stock Car Pro Series');
    const list = page.getByRole('region', { name: 'Áreas de atuação' }).getByRole('listitem');
    await expect(list).toHaveCount(10);
    await page.getByRole('button', { name: 'Ver mais áreas' }).click();
    await expect(list).toHaveCount(Math.min(areas.length, 18));

    const carousel = page.getByRole('region', { name: 'Quem faz a Stock Car' });
    await expect(carousel.getByRole('group', { name: /^1 de \d+$/ })).toBeVisible();
    await carousel.getByRole('button', { name: 'Próximo depoimento' }).click();
    await expect(carousel.getByRole('group', { name: /^2 de \d+$/ })).toBeVisible();
    await carousel.getByRole('button', { name: 'Pausar depoimentos' }).click();
    await expect(carousel.getByRole('button', { name: 'Retomar depoimentos' })).toBeVisible();

    await page.getByRole('link', { name: 'Cadastrar meu currículo' }).click();
    await expect(page).toHaveURL(/\/stockcar\/proseries\/trabalhe-conosco\/cadastro$/);
  });
});

test.describe('talent-bank form (public-site.md §4, §5, §8)', () => {
  test('uploads a PDF and lands on the thank-you page', async ({ page, request }) => {
    const [area] = await apiGet<{ nome: string }[]>(request, '/RH/Area');
    const candidates = recordPosts(page, '/RH/Candidato');
    const uploads = recordPosts(page, '/RH/Candidato/Curriculo');
    await page.goto('/stockcar/proseries/trabalhe-conosco/cadastro');
    const send = page.getByRole('button', { name: 'Enviar cadastro' });
    await fillCandidate(page, area?.nome ?? '');
    await expect(send).toBeDisabled(); // the CV is mandatory
    await page.getByLabel('Currículo').setInputFiles(pdfFile());
    await send.click();

    await expect(page).toHaveURL(/\/stockcar\/proseries\/trabalhe-conosco\/obrigado$/);
    await expect(page.getByRole('heading', { name: 'Obrigado!' })).toBeVisible();
    expect(candidates).toHaveLength(1);
    expect(uploads).toHaveLength(1);
    await page.getByRole('link', { name: 'Entrar no Stock Club' }).click();
    await expect(page).toHaveURL(/\/stockclub\/login$/);
  });

  test('a failed CV upload shows the notice and the retry uploads only the CV', async ({
    page,
    request,
  }) => {
    const [, area] = await apiGet<{ nome: string }[]>(request, '/RH/Area');
    const candidates = recordPosts(page, '/RH/Candidato');
    const uploads = recordPosts(page, '/RH/Candidato/Curriculo');
    let failed = false;
    await page.route('**/api/v1/RH/Candidato/Curriculo', async (route) => {
      if (failed) return route.continue();
      failed = true;
      return route.fulfill({ status: 500, body: '' });
    });
    await page.goto('/stockcar/proseries/trabalhe-conosco/cadastro');
    await fillCandidate(page, area?.nome ?? '');
    await page.getByLabel('Currículo').setInputFiles(pdfFile());
    await page.getByRole('button', { name: 'Enviar cadastro' }).click();

    await expect(page.getByRole('alert')).toHaveText(
      'Ocorreu um erro ao salvar o curriculo. Tente novamente',
    );
    await expect(
      page.getByText('Seus dados foram salvos. Falta apenas enviar o currículo.'),
    ).toBeVisible();
    await expect(page.getByLabel('Nome completo')).toHaveValue('Joana Ribeiro');
    await page.getByRole('button', { name: 'Enviar currículo' }).click();

    await expect(page).toHaveURL(/\/trabalhe-conosco\/obrigado$/);
    expect(candidates).toHaveLength(1);
    expect(uploads).toHaveLength(2);
  });

  test('a failed candidate save shows the server text, or the §8 fallback, and keeps the form', async ({
    page,
    request,
  }) => {
    const [area] = await apiGet<{ nome: string }[]>(request, '/RH/Area');
    const uploads = recordPosts(page, '/RH/Candidato/Curriculo');
    const answers = [
      // A server error without a readable text: the spec's fallback.
      { status: 500, body: '' },
      // A refusal with a Portuguese detail: that text.
      {
        status: 400,
        contentType: 'application/problem+json',
        body: JSON.stringify({
          type: 'about:blank',
          title: 'Bad Request',
          status: 400,
          detail: 'Selecione uma área válida.',
        }),
      },
    ];
    await page.route('**/api/v1/RH/Candidato', (route) =>
      route.fulfill(answers.shift() ?? { status: 500, body: '' }),
    );
    await page.goto('/stockcar/proseries/trabalhe-conosco/cadastro');
    await fillCandidate(page, area?.nome ?? '');
    await page.getByLabel('Currículo').setInputFiles(pdfFile());
    const send = page.getByRole('button', { name: 'Enviar cadastro' });
    await send.click();

    const notice = page.getByRole('alert');
    await expect(notice).toHaveText('Algo deu errado ao enviar os dados para o Banco de talentos');
    await expect(page).toHaveURL(/\/trabalhe-conosco\/cadastro$/);
    await expect(page.getByLabel('Nome completo')).toHaveValue('Joana Ribeiro');
    await expect(send).toBeEnabled();
    await send.click();
    await expect(notice).toHaveText('Selecione uma área válida.');
    // Nothing was saved, so no CV was sent and no 'data saved' checkpoint shows.
    expect(uploads).toHaveLength(0);
    await expect(page.getByText('Seus dados foram salvos.', { exact: false })).toHaveCount(0);
  });
});
