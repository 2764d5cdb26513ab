import { createHash, createHmac, randomBytes } from 'node:crypto';
import { solveChallenge } from 'altcha-lib/v1';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
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

/** Signatures kept in memory: these tests are about the proof of work, not where it is kept. */
function inMemory(): UsedSignatures {
  const kept = new Set<string>();
  return {
    claim: async (signature) => !kept.has(signature) && !!kept.add(signature),
    close: async () => {},
  };
}

const encode = (solution: object) => Buffer.from(JSON.stringify(solution)).toString('base64');

describe('the proof of work (ALTCHA v1, made with node:crypto)', () => {
  it('a solution found after its challenge expired is refused', async () => {
    const captcha = serviceWith(inMemory());
    const payload = await solved(captcha);
    vi.useFakeTimers({ now: Date.now() + CAPTCHA_TTL_MS + 1000 });
    try {
      expect(await captcha.verify(payload)).toBe(false);
    } finally {
      vi.useRealTimers();
    }
    expect(await captcha.verify(payload)).toBe(true);
  });

  it('a challenge signed with our secret but carrying no expiry is refused', async () => {
    const salt = `${randomBytes(12).toString('hex')}&`;
    const challenge = createHash('sha256').update(`${salt}7`).digest('hex');
    const signature = createHmac('sha256', secret).update(challenge).digest('hex');
    const forged = { algorithm: 'SHA-256', challenge, salt, signature, number: 7 };
    expect(await serviceWith(inMemory()).verify(encode(forged))).toBe(false);
  });

  it('a signature of another length or a wrong one is refused without throwing', async () => {
    const captcha = serviceWith(inMemory());
    const good = JSON.parse(Buffer.from(await solved(captcha), 'base64').toString());
    expect(await captcha.verify(encode({ ...good, signature: 'ab' }))).toBe(false);
    expect(await captcha.verify(encode({ ...good, signature: 'f'.repeat(64) }))).toBe(false);
    expect(await captcha.verify(encode(good))).toBe(true);
  });
});
