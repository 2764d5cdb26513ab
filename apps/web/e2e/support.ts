import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** Reads what the site reads: the runtime settings, then the API with their key. */
export async function apiGet<T>(request: APIRequestContext, path: string): Promise<T> {
  const config = (await (await request.get('/runtime-config.json')).json()) as {
    apiKey: string;
    apiBaseUrl: string;
  };
  const response = await request.get(`${config.apiBaseUrl}${path}`, {
    headers: { 'x-api-key': config.apiKey },
  });
  if (!response.ok()) throw new Error(`${path}: ${response.status()}`);
  return (await response.json()) as T;
}

export interface CategoriaBody {
  categoria: { cor: string; imgCategoria: string; imgLogo: string; nomeCategoria: string };
}

/**
 * A visitor who wants to click on a category home first closes its popup, which opens 3 s after
 * load (public-site.md §4) and would cover the page on a slow machine.
 */
export async function closeHomePopup(page: Page): Promise<void> {
  const popup = page.getByRole('dialog');
  await expect(popup).toBeVisible({ timeout: 8_000 });
  await popup.getByRole('button', { name: 'Fechar' }).click();
  await expect(popup).toHaveCount(0);
}

/**
 * The page fits its viewport's width (no sideways scroll) and has no serious or critical
 * axe-core violation of WCAG 2.2 AA.
 */
export async function expectFitsAndAccessible(page: Page): Promise<void> {
  const viewport = page.viewportSize()?.width ?? Infinity;
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(viewport);
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} (${n.failureSummary ?? ''})`).join(', ')}`,
    );
  expect(serious).toEqual([]);
}

/** WCAG 2.5.5's comfortable target: primary actions are at least 44 × 44 px (issue 15). */
const PRIMARY_ACTION_MIN_PX = 44;

/** Every visible primary action (the shared `.button` class) is at least 44 px each way. */
export async function expectRoomyPrimaryActions(page: Page): Promise<void> {
  const small = await page.locator('.button').evaluateAll(
    (buttons, min) =>
      buttons
        .map((b) => ({ b, box: b.getBoundingClientRect() }))
        .filter(({ b, box }) => box.width > 0 && b.checkVisibility())
        .filter(({ box }) => box.width < min || box.height < min)
        .map(
          ({ b, box }) =>
            `"${b.textContent?.trim() ?? ''}" ${Math.round(box.width)}×${Math.round(box.height)}`,
        ),
    PRIMARY_ACTION_MIN_PX,
  );
  expect(small, `primary actions smaller than ${PRIMARY_ACTION_MIN_PX} px`).toEqual([]);
}

/**
 * Opens `path` as a fan reaches it from another category's page: the browser asks the API for
 * the page's data (a first load carries it in the server-rendered page instead), so a test can
 * answer those calls with `page.route`.
 */
export async function openFromAnotherCategory(page: Page, path: string): Promise<void> {
  await page.goto('/stockcar/e-stock/categoria');
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page).toHaveURL(path);
}
