import { randomInt } from 'node:crypto';
import { expect, test as base, type Page } from '@playwright/test';

/*
 * Each test is a client of its own. The e2e server trusts loopback as its proxy
 * (TRUST_PROXY in playwright.config.ts), like a deployment behind a load balancer, and every
 * request of a test (page and API) names that test's address in X-Forwarded-For. So the
 * per-address limits (10 sign-ups an hour, login failures...) apply per test, as they would to
 * real visitors, instead of to the whole run.
 */
export const test = base.extend({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use) => {
    const address = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
    await use({ ...extraHTTPHeaders, 'x-forwarded-for': address });
  },
  // Every page of the test's context: the first one and those a test opens (another tab).
  context: async ({ context }, use) => {
    context.on('page', waitForHydrationAfterLoads);
    await use(context);
  },
  page: async ({ page }, use) => {
    waitForHydrationAfterLoads(page);
    await use(page);
  },
});

const waiting = new WeakSet<Page>();

/**
 * A server-rendered page shows its buttons before its JavaScript has taken them over
 * (docs/decisions/0031). A fan who taps that early gets the tap replayed by React once
 * `hydrateRoot` has run, not before: a test, faster than any fan, waits for that moment after
 * each page load (waitForHydration), as it waits for anything else the page does.
 */
function waitForHydrationAfterLoads(page: Page): void {
  if (waiting.has(page)) return;
  waiting.add(page);
  for (const method of ['goto', 'reload'] as const) {
    const load = page[method].bind(page) as (...args: unknown[]) => ReturnType<Page['goto']>;
    page[method] = (async (...args: unknown[]) => {
      const response = await load(...args);
      await waitForHydration(page);
      return response;
    }) as Page[typeof method];
  }
}

/*
 * Hydration is a transition (docs/decisions/0036): it starts when `hydrateRoot` marks the root,
 * and the page's parts are taken over in the next moments, a lazy part (the footer, formula-4's
 * language choice) once its chunk is there. Before that, a link is the server's plain link and a
 * select's change is the browser's alone: the wait is for every control the server rendered
 * (those in CMS HTML, `.html`, are never React's).
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    if (!root || !document.getElementById('router-state')) return true;
    const hydrated = (element: Element) =>
      Object.keys(element).some((key) => key.startsWith('__react'));
    const controls = [...root.querySelectorAll('a, button, input, select, textarea')].filter(
      (control) => !control.closest('.html'),
    );
    return hydrated(root) && controls.every(hydrated);
  });
}

export { expect };
