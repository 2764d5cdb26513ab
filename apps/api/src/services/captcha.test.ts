import { randomBytes } from 'node:crypto';
import { solveChallenge } from 'altcha-lib/v1';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/helper.ts';
import {
  CAPTCHA_TTL_MS,
  createCaptchaService,
  databaseSignatures,
  redisSignatures,
  type CaptchaService,
  type UsedSignatures,
} from './captcha.ts';

/** Used captcha signatures (issue 13): kept until their challenge expires, in Redis or SQL. */

const REDIS_URL = 'redis://127.0.0.1:6379';
const secret = 'test-captcha-secret-0123456789-abcdef';

const serviceWith = (used: UsedSignatures) =>
  createCaptchaService({ secret, maxNumber: 100, used });

async function solved(captcha: CaptchaService) {
  const c = await captcha.challenge();
  const solution = await solveChallenge(c.challenge, c.salt, 'SHA-256', c.maxnumber).promise;
  if (!solution) throw new Error('not solved');
  const payload = { algorithm: c.algorithm, challenge: c.challenge, salt: c.salt };
  return Buffer.from(
    JSON.stringify({ ...payload, signature: c.signature, number: solution.number }),
  ).toString('base64');
}

describe('used signatures in Redis (REDIS_URL)', () => {
  const prefix = `test-captcha-${randomBytes(4).toString('hex')}:`;
  const redis = new Redis(REDIS_URL);
  const a = serviceWith(redisSignatures(REDIS_URL, prefix));
  const b = serviceWith(redisSignatures(REDIS_URL, prefix));
  afterAll(async () => {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await Promise.all([a.close(), b.close(), redis.quit()]);
  });

  it('accepts a solution once, on any instance, and forgets it when its challenge expires', async () => {
    const payload = await solved(a);
    expect(await a.verify(payload)).toBe(true);
    expect(await a.verify(payload)).toBe(false);
    // Another instance sharing the Redis refuses the replay too.
    expect(await b.verify(payload)).toBe(false);
    const [key] = await redis.keys(`${prefix}*`);
    const ttl = await redis.pttl(key ?? '');
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(CAPTCHA_TTL_MS);
  });
});

describe('used signatures in the database (no REDIS_URL)', () => {
  const statements: string[] = [];
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    database = await createTestDatabase((q) => statements.push(q));
  });
  afterAll(() => database.dispose());

  it('accepts a solution once with one insert per check, no delete', async () => {
    const captcha = serviceWith(databaseSignatures(database.db));
    const payload = await solved(captcha);
    const before = statements.length;
    expect(await captcha.verify(payload)).toBe(true);
    expect(await captcha.verify(payload)).toBe(false);
    const ran = statements.slice(before);
    expect(ran).toHaveLength(2);
    expect(ran.every((q) => q.startsWith('insert into "captcha_usado"'))).toBe(true);
  });
});
