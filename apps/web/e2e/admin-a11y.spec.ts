import { expect, test } from './fixtures.ts';
import { DEMO_TOTP_SECRETS, signInToConsole } from './admin-support.ts';
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
