import { createHash } from 'node:crypto';
import { CaptchaSolucaoSchema } from '@stockcar/shared/schemas/clube/captcha';
import { beforeEach, describe, expect, it } from 'vitest';
import { spyOnFetch } from '../../testing/fake-api.ts';
import { libHandlers } from '../../testing/handlers.ts';
import { server } from '../../testing/msw.ts';
import { installRuntimeConfig } from '../../testing/runtime-config.ts';
import { decodeBase64 } from './base64-decode.ts';
import { findCaptchaNumber, solveCaptcha } from './captcha.ts';

const challengeFor = (salt: string, number: number) => ({
  algorithm: 'SHA-256' as const,
  challenge: createHash('sha256').update(`${salt}${number}`).digest('hex'),
  maxnumber: 5000,
  salt,
  signature: 'assinatura-do-servidor',
});

beforeEach(async () => {
  await installRuntimeConfig();
});

describe('invisible captcha (ALTCHA proof of work, fan-club.md §5)', () => {
  it('finds the number whose SHA-256 with the salt is the challenge', async () => {
    await expect(findCaptchaNumber(challengeFor('sal?expires=1', 1234))).resolves.toBe(1234);
    await expect(findCaptchaNumber(challengeFor('sal', 0))).resolves.toBe(0);
    await expect(findCaptchaNumber(challengeFor('sal', 5000))).resolves.toBe(5000);
  });

  it('gives up past maxnumber', async () => {
    const desafio = { ...challengeFor('sal', 4000), maxnumber: 1000 };
    await expect(findCaptchaNumber(desafio)).resolves.toBeUndefined();
  });

  it('asks the server for a challenge and answers base64 of the solution JSON', async () => {
    const desafio = challengeFor('abc?expires=1999999999', 2718);
    server.use(libHandlers.getCaptcha(desafio));
    const fetchMock = spyOnFetch();
    const payload = await solveCaptcha();
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain('/api/v1/Captcha/desafio');
    const solution = CaptchaSolucaoSchema.parse(JSON.parse(decodeBase64(payload) ?? ''));
    expect(solution).toEqual({
      algorithm: 'SHA-256',
      challenge: desafio.challenge,
      number: 2718,
      salt: desafio.salt,
      signature: desafio.signature,
    });
  });

  it('stops when aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(findCaptchaNumber(challengeFor('sal', 4999), controller.signal)).rejects.toThrow(
      'aborted',
    );
  });
});
