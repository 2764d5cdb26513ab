import { type Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { PESQUISA_RECOMPENSAS } from '@stockcar/shared/schemas/clube-conteudo';
import { createActiveMember, logIn } from './club-support.ts';

/*
 * The club's content stories of the engagement issue, through the built site against the real
 * API and its seed: the Stock Channel pages, and the club home's blocks (gifts, survey,
 * behind the scenes, the live event) as /stockclub/home mounts them.
 */

async function member(page: Page, request: Parameters<typeof createActiveMember>[0]) {
  const m = await createActiveMember(request);
  await logIn(page, m.email, m.senha);
  return m;
}

test.describe('Stock Channel', () => {
  test('a member browses the libraries and a library video opens in the modal, autoplaying muted', async ({
    page,
    request,
  }) => {
    await member(page, request);
    await page.goto('/stockclub/stockchannel');
    const cards = page.locator('.channel-carousel__slide').getByRole('link');
    await expect(cards).toHaveCount(3);
    await expect(cards.nth(0)).toContainText('Melhores momentos');
    await expect(cards.nth(0)).toContainText('5 vídeos');
    await page.getByRole('link', { name: /Bastidores 6 vídeos/ }).click();
    await expect(page).toHaveURL(/\/stockclub\/channel\/\d+$/);
    await expect(page.getByRole('heading', { name: 'Bastidores' })).toBeVisible();
    await page.getByRole('button', { name: 'Como é feito um pit stop' }).click();
    const dialog = page.getByRole('dialog', { name: 'Como é feito um pit stop' });
    const src = await dialog.locator('iframe').getAttribute('src');
    const url = new URL(src ?? '');
    expect(url.pathname).toMatch(/^\/embed\/[\w-]{11}$/);
    expect(url.searchParams.get('autoplay')).toBe('1');
    expect(url.searchParams.get('mute')).toBe('1');
    await dialog.getByRole('button', { name: 'Fechar vídeo' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('the Stock Channel needs a login', async ({ page }) => {
    await page.goto('/stockclub/stockchannel');
    await expect(page).toHaveURL(/\/stockclub\/login/);
  });
});

// These need the club home (/stockclub/home) to mount the clube-home blocks.
test.describe('club home content', () => {
  test('a gift downloads as a file', async ({ page, request }) => {
    await member(page, request);
    const gifts = page.getByRole('region', { name: 'Brindes' });
    await expect(gifts.getByText('Papel de parede: Super Final')).toBeVisible();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      gifts.getByRole('button', { name: 'Baixar brinde' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('wallpaper-super-final.svg');
  });

  test('a survey lap is answered and its reward shows; the start is remembered', async ({
    page,
    request,
  }) => {
    await member(page, request);
    const survey = page.getByRole('region', { name: 'Pesquisa premiada' });
    await survey.getByRole('button', { name: 'Quero participar' }).click();
    await survey.getByRole('button', { name: 'Começar a pesquisa' }).click();
    await survey.getByRole('radio', { name: 'De 1 a 5 anos' }).check();
    await survey.getByRole('button', { name: 'Continuar' }).click();
    await expect(survey.getByText('Por onde você assiste às corridas?')).toBeVisible();
    await survey.getByRole('button', { name: 'Continuar' }).click();
    await expect(
      survey.getByText('Selecione pelo menos uma opção antes de continuar.'),
    ).toBeVisible();
    await survey.getByRole('checkbox', { name: 'Streaming' }).check();
    await survey.getByRole('checkbox', { name: 'No autódromo' }).check();
    await survey.getByRole('button', { name: 'Continuar' }).click();
    await expect(survey.getByText(PESQUISA_RECOMPENSAS[0].mensagem)).toBeVisible();
    await page.reload();
    await expect(survey.getByText(PESQUISA_RECOMPENSAS[0].mensagem)).toBeVisible();
    await survey.getByRole('button', { name: 'Continuar para a 2ª volta' }).click();
    await expect(survey.getByText('Volta 2 de 4')).toBeVisible();
  });

  test('shows 4 behind-the-scenes images of the favourite driver', async ({ page, request }) => {
    await member(page, request);
    const backstage = page.getByRole('region', { name: /^Bastidores/ });
    await expect(backstage.getByRole('img')).toHaveCount(4);
  });

  test('shows the testimonials the club wrote in the console, the first one first', async ({
    page,
    request,
  }) => {
    await member(page, request);
    const testimonials = page.getByRole('region', { name: 'Quem é sócio recomenda' });
    await expect(testimonials.getByText('Mariana, São Paulo (SP)')).toBeVisible();
    await expect(testimonials.getByRole('button', { name: /^Depoimento \d$/ })).toHaveCount(4);
  });

  test("?live fires 'live-logged-in' once", async ({ page, request }) => {
    await member(page, request);
    await page.addInitScript(() => {
      const w = window as unknown as { liveEvents: number };
      w.liveEvents = 0;
      window.addEventListener('live-logged-in', () => (w.liveEvents += 1));
    });
    await page.goto('/stockclub/home?live');
    await expect(page.getByRole('region', { name: 'Brindes' })).toBeVisible();
    const count = await page.evaluate(
      () => (window as unknown as { liveEvents: number }).liveEvents,
    );
    expect(count).toBe(1);
  });
});
