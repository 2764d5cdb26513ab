import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_API_KEY, createTestApp, type TestApp } from '../../test/helper.ts';

// Two instances sharing one Redis must share one budget (DESIGN.md: scale).
let a: TestApp;
let b: TestApp;

beforeAll(async () => {
  a = await createTestApp({ REDIS_URL: 'redis://127.0.0.1:6379' });
  b = await createTestApp({ REDIS_URL: 'redis://127.0.0.1:6379' });
});
afterAll(async () => {
  await a.close();
  await b.close();
});

describe('rate limits kept in Redis', () => {
  it('counts the requests of one address across instances', async () => {
    // A fresh address per run, so counters left by an earlier run do not interfere.
    const ip = `10.${randomInt(255)}.${randomInt(255)}.${randomInt(1, 255)}`;
    const report = (t: TestApp) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/alertas',
        headers: { 'x-api-key': TEST_API_KEY, 'x-forwarded-for': ip },
        payload: { url: '/x', status: 500 },
      });
    const codes: number[] = [];
    for (let i = 0; i < 10; i += 1) codes.push((await report(a)).statusCode);
    for (let i = 0; i < 10; i += 1) codes.push((await report(b)).statusCode);
    expect(codes.every((c) => c === 202)).toBe(true);
    expect((await report(a)).statusCode).toBe(429);
    expect((await report(b)).statusCode).toBe(429);
  });
});
