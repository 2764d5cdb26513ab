import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/*
 * Issue 12: every page is served under a strict Content-Security-Policy and cannot be framed.
 * These stories open the site's busiest pages and prove the policy breaks none of them: the
 * page renders and the browser reports no violation.
 */

/** Collects the page's CSP violations from the moment the document starts. */
async function watchViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return () =>
    page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
}

test.describe('the site under its Content-Security-Policy', () => {
  test('the category home renders with no violation, and the policy is strict', async ({
    page,
  }) => {
    const violations = await watchViolations(page);
    const response = await page.goto('/stockcar/proseries');
    const csp = response?.headers()['content-security-policy'] ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response?.headers()['x-content-type-options']).toBe('nosniff');
    await expect(page.getByRole('navigation').first()).toBeVisible();
    await expect(page.locator('[data-block="fan-push"]')).toBeVisible();
    expect(await violations()).toEqual([]);
  });

  test('the TV leaderboard works under the policy', async ({ page }) => {
    const violations = await watchViolations(page);
    await page.goto('/stockcar/proseries/fanpush-tv');
    await expect(page.getByRole('list', { name: 'Os 6 mais votados' })).toBeVisible();
    await expect(page.getByRole('timer', { name: 'Tempo até o fim da votação' })).toBeVisible();
    expect(await violations()).toEqual([]);
  });

  test('the Stock Club login works under the policy and sends no referrer', async ({ page }) => {
    const violations = await watchViolations(page);
    const response = await page.goto('/stockclub/login');
    expect(response?.headers()['referrer-policy']).toBe('no-referrer');
    await expect(page.getByLabel('E-mail')).toBeVisible();
    expect(await violations()).toEqual([]);
  });

  test('no page can frame the login page, not even one of its own origin', async ({ page }) => {
    const site = new URL(test.info().project.use.baseURL ?? '');
    const loginUrl = new URL('/stockclub/login', site).href;
    // A page that shows the login page in a frame (served by the browser's router: a page of
    // another host would be stopped earlier by Chromium's local-network checks, not by us).
    const otherSite = new URL('/moldura-de-teste', site).href;
    await page.route(otherSite, (route) =>
      route.fulfill({ contentType: 'text/html', body: `<iframe src="${loginUrl}"></iframe>` }),
    );
    const framedResponse = page.waitForResponse(loginUrl);
    await page.goto(otherSite);
    expect((await framedResponse).headers()['content-security-policy']).toContain(
      "frame-ancestors 'none'",
    );
    const frame = page.frames().find((f) => f !== page.mainFrame());
    // Chromium replaces a refused frame with its error page.
    await expect.poll(() => frame?.url()).toMatch(/^chrome-error:/);
  });
});
