import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_API_KEY, createTestApp, type TestApp } from '../../test/helper.ts';

/*
 * Per-address limits (login, sign-up, SMS tokens) count the client's address. Only a proxy
 * named in TRUST_PROXY may state it in X-Forwarded-For; by default a forged header is ignored.
 */
let direct: TestApp;
let behindProxy: TestApp;

beforeAll(async () => {
  direct = await createTestApp({ TRUST_PROXY: '' });
  behindProxy = await createTestApp({ TRUST_PROXY: '127.0.0.1' });
});
afterAll(async () => {
  await direct.close();
  await behindProxy.close();
});

/** `POST /alertas` allows 20 calls a minute per address. */
async function statusesWithForgedAddresses(t: TestApp, calls: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < calls; i += 1) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/alertas',
      headers: { 'x-api-key': TEST_API_KEY, 'x-forwarded-for': `203.0.113.${i + 1}` },
      payload: { url: '/x', status: 500 },
    });
    statuses.push(res.statusCode);
  }
  return statuses;
}

describe('client address and TRUST_PROXY', () => {
  it('ignores X-Forwarded-For by default: a new forged address does not reset the limit', async () => {
    const statuses = await statusesWithForgedAddresses(direct, 21);
    expect(statuses.slice(0, 20).every((s) => s === 202)).toBe(true);
    expect(statuses[20]).toBe(429);
  });

  it('takes the address a trusted proxy states', async () => {
    const statuses = await statusesWithForgedAddresses(behindProxy, 21);
    expect(statuses.every((s) => s === 202)).toBe(true);
  });
});
