import { expect, test } from './fixtures.ts';
import { CONTACT, fillContact, recordPosts, timeNotice } from './commercial-support.ts';
import { apiGet } from './support.ts';

test.describe('sponsorship (public-site.md §2.5)', () => {
  test('the footer link lands on the pitch: logos, four modals, contact, tour video', async ({
    page,
    request,
  }) => {
    const { patrocinadores } = await apiGet<{ patrocinadores: { nome: string }[] }>(
      request,
      '/Footer/categoria/1',
    );
    await page.goto('/stockcar/stock-series');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Seja patrocinador' }).click();
    await expect(page).toHaveURL(/\/stockcar\/stock-series\/seja-patrocinador$/);
    await expect(page).toHaveTitle('Seja patrocinador | Stock Series');

    const wall = page.getByRole('region', { name: 'Quem já acelera com a gente' });
    await expect(wall.getByRole('img')).toHaveCount(patrocinadores.length);
    await expect(wall.getByRole('img', { name: patrocinadores[0]?.nome })).toBeVisible();

    for (const title of ['Exposição', 'Ativação de marca', 'Relacionamento', 'ESG']) {
      const opener = page.getByRole('button', { name: `Saiba mais sobre ${title}` });
      await opener.click();
      const dialog = page.getByRole('dialog', { name: title });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('button', { name: 'Fechar' })).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
      await expect(opener).toBeFocused();
    }

    await page.getByRole('link', { name: 'Quero ser patrocinador' }).first().click();
    await expect(page).toHaveURL(/\/stockcar\/stock-series\/quero-ser-patrocinador$/);
    await page.goBack();

    // The player loads only on demand. Its host is a third party, out of reach here: a stand-in
    // page answers for it. (Headless Chromium may route the page's next clicks to a freshly
    // loaded cross-site frame, so nothing is clicked after it.)
    await expect(page.locator('iframe')).toHaveCount(0);
    await page.route('https://www.youtube-nocookie.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<p>Tour guiado</p>' }),
    );
    await page.getByRole('button', { name: 'Assistir ao tour guiado' }).click();
    const video = page.getByTitle('Vídeo do tour guiado pela Stock Car');
    await expect(video).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\//);
    await expect(page.frameLocator('iframe').getByText('Tour guiado')).toBeVisible();
  });

  test('the sponsor lead form sends once valid and confirms', async ({ page }) => {
    const posts = recordPosts(page, '/Patrocinador');
    await page.goto('/stockcar/proseries/quero-ser-patrocinador');
    const send = page.getByRole('button', { name: 'Enviar', exact: true });
    await expect(send).toBeDisabled();
    await fillContact(page, { email: 'contato-sem-arroba' });
    await expect(send).toBeDisabled();
    await page.getByLabel('E-mail corporativo').fill(CONTACT.email);
    await send.click();
    await expect(page.getByRole('heading', { name: 'Cadastro enviado!' })).toBeVisible();
    expect(posts).toHaveLength(1);
    expect(posts[0]?.postDataJSON()).toEqual({
      empresa: CONTACT.company,
      nomeResponsavel: CONTACT.responsible,
      cargo: CONTACT.position,
      email: CONTACT.email,
      celular: '(11) 98765-4321',
    });
    await page.getByRole('link', { name: 'Voltar para a página de patrocínio' }).click();
    await expect(page).toHaveURL(/\/stockcar\/proseries\/seja-patrocinador$/);
  });

  test('a failing server shows the §8 notice for 10 s; the retry keeps the values and the key', async ({
    page,
  }) => {
    const posts = recordPosts(page, '/Patrocinador');
    let fail = true;
    await page.clock.install();
    await page.route('**/api/v1/Patrocinador', (route) => {
      if (!fail) return route.continue();
      fail = false;
      return route.fulfill({
        status: 500,
        contentType: 'application/problem+json',
        body: JSON.stringify({ type: 'about:blank', title: 'Erro', status: 500, detail: 'x' }),
      });
    });
    await page.goto('/stockcar/proseries/quero-ser-patrocinador');
    await fillContact(page);
    const send = page.getByRole('button', { name: 'Enviar', exact: true });
    const noticeTimer = await timeNotice(page);
    await send.click();

    await expect(page.getByRole('alert')).toHaveText(
      'Falha ao enviar o formulario, tente novamente.',
    );
    await expect(page.getByLabel('Empresa')).toHaveValue(CONTACT.company);
    await expect(page.getByLabel('Celular')).toHaveValue('(11) 98765-4321');
    await expect(send).toBeEnabled();
    await noticeTimer.verify();

    await send.click();
    await expect(page.getByRole('heading', { name: 'Cadastro enviado!' })).toBeVisible();
    expect(posts).toHaveLength(2);
    const [first, second] = await Promise.all(posts.map((p) => p.allHeaders()));
    expect(second?.['idempotency-key']).toBe(first?.['idempotency-key']);
  });
});
