import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { DEMO_TOTP_SECRETS, signInToConsole } from './admin-support.ts';

/*
 * The marketing desk in the console (issue 10): a live broadcast goes on air with one click in
 * the list, and the public site's live modal shows it. The seed's broadcasts are all off air;
 * the story switches its one back off at the end, so the other stories find them as seeded.
 */

const MARKETING = 'marketing@stockcar.local';
const LIVE = 'Transmissão ao vivo - Stock Car Pro Series';

const liveRow = (page: Page) => page.getByRole('row').filter({ hasText: LIVE });

async function toggle(page: Page, label: 'Pôr no ar' | 'Tirar do ar', done: RegExp) {
  await liveRow(page).getByRole('button', { name: label }).click();
  await expect(page.getByText(done)).toBeVisible({ timeout: 15_000 });
}

test('marketing puts a live broadcast on air and the public live modal shows it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInToConsole(page, MARKETING, DEMO_TOTP_SECRETS[MARKETING] ?? '');
  await page.getByRole('menuitem', { name: 'Ao vivo' }).click();
  await expect(liveRow(page)).toBeVisible({ timeout: 15_000 });
  await toggle(page, 'Pôr no ar', /está no ar/);
  try {
    await expect(liveRow(page).getByRole('button', { name: 'Tirar do ar' })).toBeVisible();

    // A fan arriving on the server-rendered home: the modal opens by itself (§2.4). Each try
    // starts the tab's session afresh (a try that saw no broadcast settles 'live').
    const fan = await page.context().newPage();
    await fan.addInitScript(() => sessionStorage.removeItem('live'));
    await expect(async () => {
      await fan.goto('/stockcar/proseries');
      await expect(fan.getByRole('dialog', { name: 'Transmissões ao vivo' })).toBeVisible({
        timeout: 5_000,
      });
    }).toPass({ timeout: 30_000 });
    await fan.close();

    // The public site, in a tab of its own; the modal is opened from the header button.
    const site = await page.context().newPage();
    await site.addInitScript(() => sessionStorage.setItem('live', 'true'));
    const dialog = site.getByRole('dialog', { name: 'Transmissões ao vivo' });
    await expect(async () => {
      await site.goto('/stockcar/proseries');
      await site.getByRole('button', { name: 'Ao vivo' }).click();
      await expect(
        dialog.getByRole('button', { name: new RegExp(`^Ao vivo\\s*${LIVE}`) }),
      ).toBeVisible({ timeout: 5_000 });
    }).toPass({ timeout: 30_000 });
    await expect(dialog.getByTitle(`Vídeo da transmissão ${LIVE}`)).toBeAttached({
      timeout: 15_000,
    });
    await site.close();
  } finally {
    await toggle(page, 'Tirar do ar', /saiu do ar/);
  }
});
