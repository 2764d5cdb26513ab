import { randomInt } from 'node:crypto';
import { expect, test as base } from '@playwright/test';

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
});

export { expect };
