import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { DEMO_TOTP_SECRETS, openRow, signInToConsole } from './admin-support.ts';
import { expectFitsAndAccessible } from './support.ts';

/*
 * The staff console on a phone (a marketing person switching the broadcast on from the track):
 * the sign-in page, lists and forms fit 360 px and pass axe-core (WCAG 2.2 AA, no serious or
 * critical violation), the news editor's rich-text field included.
 */

test.use({ viewport: { width: 360, height: 740 } });

const ADMIN = 'admin@stockcar.local';

test('the console at 360 px: sign-in, lists and forms fit and pass axe', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/admin/login');
  await expect(page.getByRole('heading', { name: 'Console da equipe' })).toBeVisible();
  await expectFitsAndAccessible(page);

  await signInToConsole(page, ADMIN, DEMO_TOTP_SECRETS[ADMIN] ?? '');
  await expectFitsAndAccessible(page);
  for (const path of [
    '/admin/noticias',
    '/admin/noticias/create',
    '/admin/ao-vivo',
    '/admin/banners/create',
    '/admin/membros',
    '/admin/auditoria',
  ]) {
    await test.step(path, async () => {
      await page.goto(path);
      await expect(page.getByRole('main')).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectFitsAndAccessible(page);
    });
  }
});

const RACE_CONTROL = 'prova@stockcar.local';

/** Opens the first record of a console list (the rows open their record's page). */
async function openFirst(page: Page, list: string) {
  await page.goto(list);
  const row = page.getByRole('main').getByRole('row').nth(1);
  await expect(row).toBeVisible({ timeout: 15_000 });
  await openRow(page, row, new RegExp(`${list}/\\d+$`), page.locator('main form').first());
}

test('race control at 360 px: the calendar, results and Fan Push screens fit and pass axe', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await signInToConsole(page, RACE_CONTROL, DEMO_TOTP_SECRETS[RACE_CONTROL] ?? '');
  const pages: (string | [string])[] = [
    '/admin/temporadas',
    '/admin/temporadas/create',
    ['/admin/temporadas'],
    '/admin/etapas',
    '/admin/etapas/create',
    ['/admin/etapas'],
    '/admin/corridas',
    ['/admin/corridas'],
    '/admin/fanpush',
    ['/admin/fanpush'],
    '/admin/fanpush/config',
    '/admin/circuitos',
    '/admin/circuitos/create',
    '/admin/onde-assistir',
    '/admin/onde-assistir/create',
    '/admin/pilotos',
    '/admin/pilotos/create',
    '/admin/equipes',
    '/admin/montadoras',
    '/admin/maquinas',
    '/admin/inscricoes',
    '/admin/inscricoes/create',
  ];
  for (const entry of pages) {
    const label = typeof entry === 'string' ? entry : `${entry[0]}/:id`;
    await test.step(label, async () => {
      if (typeof entry === 'string') await page.goto(entry);
      else await openFirst(page, entry[0]);
      await expect(page.getByRole('main')).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectFitsAndAccessible(page);
    });
  }
});
