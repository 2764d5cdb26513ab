import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { createActiveMember, logIn } from './club-support.ts';
import { expectFitsAndAccessible, expectRoomyPrimaryActions } from './support.ts';

/*
 * Issue 15: the Stock Club's member pages, logged in, on a phone and on a desktop: no sideways
 * scroll, no serious or critical axe-core violation (WCAG 2.2 AA), primary actions of 44 px.
 * (The public pages and the club's doors are walked in public-mobile-a11y.spec.ts.)
 */

test.describe.configure({ mode: 'parallel' });

const MEMBER_PAGES = [
  '/stockclub/home',
  '/stockclub/meu-perfil',
  '/stockclub/piloto-favorito',
  '/stockclub/meus-dados',
  '/stockclub/pre-votacao',
  '/stockclub/votacao-fanpush',
  '/stockclub/votacao-fanpush-live',
  '/stockclub/stockchannel',
  '/stockcar/proseries/hall-of-fame/stock-quiz',
];

/** Opens a member page and waits until its data is in. */
async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('main')).toBeVisible();
  await page.waitForLoadState('networkidle');
}

for (const [device, viewport] of [
  ['a phone', { width: 360, height: 780 }],
  ['a desktop', { width: 1280, height: 800 }],
] as const) {
  test(`a member's pages pass axe and fit on ${device}`, async ({ page, request }) => {
    test.setTimeout(300_000);
    await page.setViewportSize(viewport);
    const member = await createActiveMember(request);
    await logIn(page, member.email, member.senha);
    await open(page, '/stockclub/stockchannel');
    const video = await page
      .locator('main a[href*="/stockclub/channel/"]')
      .first()
      .getAttribute('href');
    expect(video, 'a video of the library').toBeTruthy();
    for (const path of [...MEMBER_PAGES, video ?? '']) {
      await open(page, path);
      // Still the member's page, not the login it would fall back to without a session.
      expect(new URL(page.url()).pathname, path).not.toBe('/stockclub/login');
      await expectFitsAndAccessible(page);
      await expectRoomyPrimaryActions(page);
    }
  });
}
