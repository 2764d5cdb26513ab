import type { Page } from '@playwright/test';
import { CATEGORIES } from '@stockcar/shared/categories';
import {
  CATEGORY_PAGES as SHARED_CATEGORY_PAGES,
  CLUB_ENTRY_PAGES,
} from '@stockcar/shared/site-pages';
import { expect, test } from './fixtures.ts';
import { expectFitsAndAccessible, expectRoomyPrimaryActions } from './support.ts';

/*
 * Issue 15, mobile first: every kind of public page fits a phone's width (no sideways scroll at
 * 360, 390 and 414 px) and has no serious or critical axe-core violation (WCAG 2.2 AA), on a
 * phone and on a desktop, in every category's colours; its primary actions are 44 px or more.
 * The stories are independent, so they share out between the workers (the file is long).
 */

test.describe.configure({ mode: 'parallel' });

const PHONE_WIDTHS = [360, 390, 414];
const PHONE = { width: 360, height: 780 };
const DESKTOP = { width: 1280, height: 800 };
const VIEWPORTS = [
  ['a phone', PHONE],
  ['a desktop', DESKTOP],
] as const;

/** The pages every category has (public-site.md §2.3, the sitemap's list), after `/stockcar/{categoria}`. */
const CATEGORY_PAGES = SHARED_CATEGORY_PAGES.map((page) => (page ? `/${page}` : ''));

/** The pages where a category's colour is text, tab, button or podium. */
const COLOURED_PAGES = [
  '',
  '/etapa',
  '/classificacao',
  '/novidade',
  '/seja-patrocinador',
  '/trabalhe-conosco',
];

/** Pages of one category only, and the Stock Club's doors. */
const OTHER_PAGES = [
  '/stockcar/proseries/hall-of-fame',
  '/stockcar/proseries/galeao',
  '/stockcar/proseries/belo-horizonte',
  '/stockcar/proseries/buenos-aires',
  '/stockcar/proseries/historia-bh',
  '/stockcar/proseries/historia-buenosaires',
  '/stockcar/proseries/trabalhe-conosco/obrigado',
  ...CLUB_ENTRY_PAGES,
  '/stockclub/esqueci-minha-senha',
];

/** Detail pages, reached as a visitor does: the first link of their list. */
const DETAIL_LINKS: [list: string, link: string][] = [
  ['/stockcar/proseries/piloto', '/piloto/'],
  ['/stockcar/proseries/equipe', '/equipe/'],
  ['/stockcar/proseries/circuito', '/circuito/'],
  ['/stockcar/proseries/novidade', '/noticia/'],
  ['/stockcar/proseries/novidade?aba=galerias', '/galeria/'],
  ['/stockcar/proseries/etapa', '/programacao/'],
  ['/stockcar/proseries/corporativa-b2b', '/camarotes-b2b/'],
];

/** Opens a page and waits until its data is in (the footer's menus are the last to come). */
async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await page.waitForLoadState('networkidle');
}

async function detailPages(page: Page) {
  const found: string[] = [];
  for (const [list, link] of DETAIL_LINKS) {
    await open(page, list);
    const href = await page.locator(`main a[href*="${link}"]`).first().getAttribute('href');
    expect(href, `a link to ${link} on ${list}`).toBeTruthy();
    found.push(href ?? '');
  }
  return found;
}

/** The page is no wider than the screen at each phone width (opened once, then resized). */
async function expectFitsPhones(page: Page, path: string) {
  await page.setViewportSize(PHONE);
  await open(page, path);
  for (const width of PHONE_WIDTHS) {
    await page.setViewportSize({ width, height: 780 });
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth, `${path} at ${width} px`).toBeLessThanOrEqual(width);
  }
}

test.describe('public pages on phones and by assistive technology', () => {
  test('every page of a category fits 360, 390 and 414 px', async ({ page }) => {
    test.setTimeout(600_000);
    for (const path of CATEGORY_PAGES) await expectFitsPhones(page, `/stockcar/proseries${path}`);
  });

  test('detail pages, the hall of fame, events and the Stock Club doors fit 360, 390 and 414 px', async ({
    page,
  }) => {
    test.setTimeout(600_000);
    const pages = [...OTHER_PAGES, ...(await detailPages(page))];
    for (const path of pages) await expectFitsPhones(page, path);
  });

  for (const [device, viewport] of VIEWPORTS) {
    test(`the pro series pages pass axe on ${device}`, async ({ page }) => {
      test.setTimeout(600_000);
      await page.setViewportSize(viewport);
      for (const path of CATEGORY_PAGES) {
        await open(page, `/stockcar/proseries${path}`);
        await expectFitsAndAccessible(page);
        await expectRoomyPrimaryActions(page);
      }
    });
  }

  // Every category's colour, where it shows most: as text, tabs, buttons and podiums.
  for (const category of CATEGORIES.filter((c) => c.slug !== 'proseries')) {
    test(`${category.slug}: its pages pass axe in its colours`, async ({ page }) => {
      test.setTimeout(300_000);
      await page.setViewportSize(PHONE);
      for (const path of COLOURED_PAGES) {
        await open(page, `/stockcar/${category.slug}${path}`);
        await expectFitsAndAccessible(page);
        await expectRoomyPrimaryActions(page);
      }
    });
  }

  for (const [device, viewport] of VIEWPORTS) {
    test(`detail pages, the hall of fame, events and the Stock Club doors pass axe on ${device}`, async ({
      page,
    }) => {
      test.setTimeout(600_000);
      const pages = [...OTHER_PAGES, ...(await detailPages(page))];
      await page.setViewportSize(viewport);
      for (const path of pages) {
        await open(page, path);
        await expectFitsAndAccessible(page);
        await expectRoomyPrimaryActions(page);
      }
    });
  }
});

test('a visitor who asks for less motion sees nothing animate', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  for (const path of ['/stockcar/proseries', '/stockcar/proseries/circuito']) {
    await open(page, path);
    // Every animation and transition of the page (placeholders, overlays, hover zooms) ends at once.
    const moving = await page.evaluate(() =>
      [...document.querySelectorAll('*')].flatMap((element) => {
        const style = getComputedStyle(element);
        const longest = (durations: string) =>
          Math.max(
            ...durations
              .split(',')
              .map((d) => parseFloat(d) * (d.trim().endsWith('ms') ? 1 : 1000)),
          );
        const ms = Math.max(longest(style.animationDuration), longest(style.transitionDuration));
        return ms > 1 ? [`${element.tagName.toLowerCase()}.${element.className} ${ms} ms`] : [];
      }),
    );
    expect(moving, path).toEqual([]);
  }
});
