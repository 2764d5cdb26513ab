import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createClubApp, solveCaptcha } from '../../../test/club.ts';
import type { TestApp } from '../../../test/helper.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createClubApp({ CAPTCHA_MAX_NUMBER: '5000' });
});
afterAll(() => t.close());

describe('GET /Captcha/desafio', () => {
  it('hands out a signed, expiring SHA-256 challenge at the configured difficulty', async () => {
    const res = await call(t, 'GET', '/Captcha/desafio');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const c = res.json();
    expect(c).toEqual({
      algorithm: 'SHA-256',
      challenge: expect.stringMatching(/^[0-9a-f]{64}$/),
      maxnumber: 5000,
      salt: expect.stringMatching(/expires=\d+/),
      signature: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
  });

  it('a solution is accepted once; a tampered one never', async () => {
    const payload = await solveCaptcha(t);
    expect(await t.app.captcha.verify(payload)).toBe(true);
    expect(await t.app.captcha.verify(payload)).toBe(false);
    const fresh = JSON.parse(Buffer.from(await solveCaptcha(t), 'base64').toString());
    const tampered = Buffer.from(JSON.stringify({ ...fresh, number: fresh.number + 1 })).toString(
      'base64',
    );
    expect(await t.app.captcha.verify(tampered)).toBe(false);
    expect(await t.app.captcha.verify('não é base64 {')).toBe(false);
  });

  it('refuses a challenge signed with another secret', async () => {
    const other = await createClubApp({
      CAPTCHA_SECRET: 'another-secret-of-at-least-32-characters!!',
    });
    try {
      expect(await t.app.captcha.verify(await solveCaptcha(other))).toBe(false);
    } finally {
      await other.close();
    }
  });
});
