import { eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as s from '../../../db/schema/index.ts';
import {
  MINUTE,
  PASSWORD,
  anon,
  call,
  createMember,
  linksOf,
  setupClub,
  solveCaptcha,
  type FakeSmtp,
} from '../../../../test/club.ts';
import { freshIp, type TestApp } from '../../../../test/helper.ts';
import { accountTag } from '../rules/login-limiter.ts';
import { clubePtBr } from '@stockcar/shared/locales/clube/pt-br';

let t: TestApp;
let smtp: FakeSmtp;

setupClub({}, async (ctx) => {
  ({ t, smtp } = ctx);
});

const WRONG = 'Errada#Senha1';

/** A login from `ip`; `captcha: true` solves a fresh challenge first, as the web client does. */
async function attempt(
  email: string,
  ip: string,
  senha = WRONG,
  captcha: string | boolean = false,
) {
  const solved = captcha === true ? await solveCaptcha(t) : captcha;
  const body = { email, senha, ...(solved ? { captcha: solved } : {}) };
  return call(t, 'POST', '/Autenticacao/login', body, anon(ip));
}

const captchaAsked = [{ path: 'body.captcha', message: clubePtBr.captchaNecessario }];

/** Wrong passwords for one account, each from a new address (a spread-out attack). */
async function failFromAnywhere(email: string, times: number) {
  for (let i = 0; i < times; i += 1) {
    expect((await attempt(email, freshIp(), WRONG, i >= 5)).statusCode).toBe(400);
  }
}

describe('login throttling that cannot be turned against a member (issue 12)', () => {
  it('ten wrong passwords from one address do not lock the member out elsewhere', async () => {
    const m = await createMember(t);
    const attacker = freshIp();
    for (let i = 0; i < 10; i += 1) {
      const res = await attempt(m.email, attacker, WRONG, i >= 5);
      expect(res.json().detail).toBe(clubePtBr.loginInvalido);
    }
    expect((await attempt(m.email, attacker, PASSWORD, true)).statusCode).toBe(429);
    // The member, from home: the captcha is asked (the web solves it unseen), then it works.
    const home = freshIp();
    const asked = await attempt(m.email, home, PASSWORD);
    expect(asked.statusCode).toBe(400);
    expect(asked.json().errors).toEqual(captchaAsked);
    expect((await attempt(m.email, home, PASSWORD, true)).statusCode).toBe(200);
    // The counters name the account by a hash: the table never holds the e-mail itself.
    const stored = await t.db.select({ chave: s.falhaLogin.chave }).from(s.falhaLogin);
    expect(stored.length).toBeGreaterThan(0);
    expect(stored.map((row) => row.chave).join('\n')).not.toContain(m.email);
  });

  it('per (account, address): the 11th try gets 429 with Retry-After, and never for good', async () => {
    const m = await createMember(t);
    const ip = freshIp();
    for (let i = 0; i < 10; i += 1) await attempt(m.email, ip, WRONG, i >= 5);
    const blocked = await attempt(m.email, ip, PASSWORD, true);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['content-type']).toContain('application/problem+json');
    expect(blocked.json().detail).toBe(clubePtBr.muitasTentativas);
    const retry = Number(blocked.headers['retry-after']);
    expect(retry).toBeGreaterThan(14 * 60);
    expect(retry).toBeLessThanOrEqual(15 * 60);
    // Another account from the same address is not held by this pair.
    const other = await createMember(t);
    expect((await attempt(other.email, ip, PASSWORD)).statusCode).toBe(200);
    // Once the failures leave the 15-minute window, the right password works from there too.
    await t.db
      .update(s.falhaLogin)
      .set({ criadoEm: new Date(Date.now() - 16 * MINUTE) })
      .where(like(s.falhaLogin.chave, `%${accountTag(m.email)}%`));
    expect((await attempt(m.email, ip, PASSWORD)).statusCode).toBe(200);
  });

  it('per address: past 50 failures over any accounts its logins ask for the captcha, never 429', async () => {
    const ip = freshIp();
    // The route's burst limit (30 a minute) keeps a test from trying 50 times at once: the
    // first 45 failures are as if made over the last ten minutes.
    const earlier = new Date(Date.now() - 10 * MINUTE);
    await t.db
      .insert(s.falhaLogin)
      .values(Array.from({ length: 45 }, () => ({ chave: `ip:${ip}`, criadoEm: earlier })));
    for (let i = 0; i < 5; i += 1) {
      expect((await attempt(`alvo${i}@exemplo.com`, ip)).statusCode).toBe(400);
    }
    // A fan behind the same carrier NAT: asked for the captcha (solved unseen), then in.
    const m = await createMember(t);
    const asked = await attempt(m.email, ip, PASSWORD);
    expect(asked.statusCode).toBe(400);
    expect(asked.json().errors).toEqual(captchaAsked);
    expect((await attempt(m.email, ip, PASSWORD, true)).statusCode).toBe(200);
    expect((await attempt(m.email, freshIp(), PASSWORD)).statusCode).toBe(200);
  });

  it('asks for the captcha past 5 failures on the account from anywhere, before the password', async () => {
    const m = await createMember(t);
    await failFromAnywhere(m.email, 4);
    expect((await attempt(m.email, freshIp(), PASSWORD)).statusCode).toBe(200);
    await failFromAnywhere(m.email, 1);
    // Right or wrong, the answer is the same: nothing is learnt about the password.
    for (const senha of [PASSWORD, WRONG]) {
      const res = await attempt(m.email, freshIp(), senha);
      expect(res.statusCode).toBe(400);
      expect(res.headers['content-type']).toContain('application/problem+json');
      expect(res.json()).toMatchObject({
        detail: clubePtBr.captchaNecessario,
        errors: captchaAsked,
      });
    }
    // An unknown e-mail answers alike: the captcha tells nobody which accounts exist.
    await failFromAnywhere('ninguem.aqui@exemplo.com', 5);
    expect((await attempt('ninguem.aqui@exemplo.com', freshIp())).json().errors).toEqual(
      captchaAsked,
    );
  });

  it('takes a valid captcha once; a replayed or forged one is refused', async () => {
    const m = await createMember(t);
    await failFromAnywhere(m.email, 5);
    const invalid = [{ path: 'body.captcha', message: clubePtBr.captchaInvalido }];
    const forged = await attempt(
      m.email,
      freshIp(),
      PASSWORD,
      Buffer.from('{}').toString('base64'),
    );
    expect(forged.statusCode).toBe(400);
    expect(forged.json().errors).toEqual(invalid);
    const captcha = await solveCaptcha(t);
    expect((await attempt(m.email, freshIp(), PASSWORD, captcha)).statusCode).toBe(200);
    const replayed = await attempt(m.email, freshIp(), PASSWORD, captcha);
    expect(replayed.statusCode).toBe(400);
    expect(replayed.json().errors).toEqual(invalid);
  });

  it('a success clears its own pair, not the account count', async () => {
    const m = await createMember(t);
    const ip = freshIp();
    for (let i = 0; i < 9; i += 1) await attempt(m.email, ip, WRONG, i >= 5);
    expect((await attempt(m.email, ip, PASSWORD, true)).statusCode).toBe(200);
    for (let i = 0; i < 10; i += 1) {
      expect((await attempt(m.email, ip, WRONG, true)).statusCode).toBe(400);
    }
    expect((await attempt(m.email, ip, PASSWORD, true)).statusCode).toBe(429);
    // The account still asks for the captcha: its failures came from elsewhere too.
    expect((await attempt(m.email, freshIp(), PASSWORD)).json().errors).toEqual(captchaAsked);
  });

  it('a password reset by e-mail starts the account and its pairs over', async () => {
    const m = await createMember(t);
    const ip = freshIp();
    for (let i = 0; i < 10; i += 1) await attempt(m.email, ip, WRONG, i >= 5);
    const before = smtp.received.length;
    await call(t, 'POST', '/Registro/esqueceu-senha', { email: m.email });
    const [mail] = (await smtp.waitFor(before + 1)).slice(before);
    const link = mail ? linksOf(mail)[0] : undefined;
    const novo = 'Outra$Volta77';
    const reset = await call(t, 'POST', '/Registro/resetar-senha', {
      password: novo,
      confirmPassword: novo,
      hash: link?.searchParams.get('h'),
      code: link?.searchParams.get('c'),
    });
    expect(reset.statusCode).toBe(200);
    expect((await attempt(m.email, ip, novo)).statusCode).toBe(200);
    const left = await t.db
      .select()
      .from(s.falhaLogin)
      .where(like(s.falhaLogin.chave, `%${accountTag(m.email)}%`));
    expect(left).toEqual([]);
  });

  it("another account's failures never ask this one for the captcha", async () => {
    const m = await createMember(t);
    const other = await createMember(t);
    await failFromAnywhere(other.email, 6);
    expect((await attempt(m.email, freshIp(), PASSWORD)).statusCode).toBe(200);
    const rows = await t.db
      .select()
      .from(s.falhaLogin)
      .where(eq(s.falhaLogin.chave, `email:${accountTag(m.email)}`));
    expect(rows).toEqual([]);
  });
});
