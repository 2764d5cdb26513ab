import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SessoesResponseSchema } from '@stockcar/shared/schemas/meus-dados';
import * as s from '../../../db/schema/index.ts';
import { DEVICE_MAX_LENGTH, startSession } from '../../../plugins/auth/sessions.ts';
import { MINUTE, REFRESH, call, createClubApp, refreshCookie } from '../../../../test/club.ts';
import type { TestApp } from '../../../../test/helper.ts';
import {
  SAFARI_IPHONE,
  loginFrom,
  signedInMember,
  type SignedIn,
} from '../../../../test/meus-dados.ts';
import { clubePtBr } from '@stockcar/shared/locales/clube/pt-br';

let t: TestApp;
beforeAll(async () => {
  t = await createClubApp();
});
afterAll(() => t.close());

const list = async (member: Pick<SignedIn, 'as'>) =>
  SessoesResponseSchema.parse((await member.as('GET', '/MeusDados/sessoes')).json()).sessoes;

const refresh = (token: string) =>
  call(t, 'POST', '/Autenticacao/refresh', undefined, undefined, { [REFRESH]: token });

describe('GET /MeusDados/sessoes', () => {
  it('lists each device by a readable name, the current session marked', async () => {
    const phone = await signedInMember(t);
    const iphone = await loginFrom(t, phone.m.email, SAFARI_IPHONE);
    const sessions = await list(phone);
    expect(sessions.map((x) => [x.id, x.dispositivo, x.atual])).toEqual(
      expect.arrayContaining([
        [phone.sid, 'Chrome no Android', true],
        [iphone.sid, 'Safari no iPhone', false],
      ]),
    );
    expect(sessions).toHaveLength(2);
    expect((await list(iphone)).find((x) => x.atual)?.id).toBe(iphone.sid);
  });

  it('shows when each was last used: the login, then every refresh', async () => {
    const member = await signedInMember(t);
    const hourAgo = new Date(Date.now() - 60 * MINUTE);
    await t.db
      .update(s.sessaoFamilia)
      .set({ ultimoUsoEm: hourAgo })
      .where(eq(s.sessaoFamilia.id, member.sid));
    const [before] = await list(member);
    expect(before?.ultimoUsoEm).toBe(hourAgo.toISOString());
    expect((await refresh(member.refresh)).statusCode).toBe(200);
    const [after] = await list(member);
    expect(Date.parse(after?.ultimoUsoEm ?? '')).toBeGreaterThan(Date.now() - MINUTE);
  });

  it('hides ended and expired sessions', async () => {
    const member = await signedInMember(t);
    const ended = await loginFrom(t, member.m.email, SAFARI_IPHONE);
    const expired = await loginFrom(t, member.m.email, SAFARI_IPHONE);
    await member.as('DELETE', `/MeusDados/sessoes/${ended.sid}`);
    await t.db
      .update(s.sessaoToken)
      .set({ expiraEm: new Date(Date.now() - 1000) })
      .where(eq(s.sessaoToken.familiaId, expired.sid));
    expect((await list(member)).map((x) => x.id)).toEqual([member.sid]);
  });

  it('keeps at most 200 characters of the User-Agent', async () => {
    const member = await signedInMember(t);
    const issued = await startSession(t.db, member.m.id, `  ${'x'.repeat(500)}  `);
    const [row] = await t.db
      .select()
      .from(s.sessaoFamilia)
      .where(eq(s.sessaoFamilia.id, issued.familyId));
    expect(row?.dispositivo).toBe('x'.repeat(DEVICE_MAX_LENGTH));
  });
});

describe('DELETE /MeusDados/sessoes/{id}', () => {
  it('ends another device’s session: its tokens stop working, this one goes on', async () => {
    const member = await signedInMember(t);
    const other = await loginFrom(t, member.m.email, SAFARI_IPHONE);
    const res = await member.as('DELETE', `/MeusDados/sessoes/${other.sid}`);
    expect(res.statusCode).toBe(204);
    expect((await other.as('GET', '/Perfil')).statusCode).toBe(401);
    expect((await refresh(other.refresh)).statusCode).toBe(401);
    expect((await member.as('GET', '/Perfil')).statusCode).toBe(200);
    expect((await refresh(member.refresh)).statusCode).toBe(200);
  });

  it('never ends another member’s session', async () => {
    const member = await signedInMember(t);
    const stranger = await signedInMember(t);
    const res = await member.as('DELETE', `/MeusDados/sessoes/${stranger.sid}`);
    expect(res.statusCode).toBe(404);
    expect(res.json().detail).toBe(clubePtBr.sessaoNaoEncontrada);
    expect((await stranger.as('GET', '/Perfil')).statusCode).toBe(200);
  });

  it('answers 404 for a session already ended and 400 for an id that is none', async () => {
    const member = await signedInMember(t);
    const other = await loginFrom(t, member.m.email, SAFARI_IPHONE);
    await member.as('DELETE', `/MeusDados/sessoes/${other.sid}`);
    expect((await member.as('DELETE', `/MeusDados/sessoes/${other.sid}`)).statusCode).toBe(404);
    const bad = await member.as('DELETE', '/MeusDados/sessoes/nada');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toBe(clubePtBr.sessaoNaoEncontrada);
  });

  it('ending the current session also clears its refresh cookie', async () => {
    const member = await signedInMember(t);
    const res = await member.as('DELETE', `/MeusDados/sessoes/${member.sid}`);
    expect(res.statusCode).toBe(204);
    expect(refreshCookie(res)?.value).toBe('');
    expect((await member.as('GET', '/Perfil')).statusCode).toBe(401);
  });
});

describe('POST /MeusDados/sessoes/encerrar-todas', () => {
  it('logs out everywhere, this device included, and clears the cookie', async () => {
    const member = await signedInMember(t);
    const other = await loginFrom(t, member.m.email, SAFARI_IPHONE);
    const stranger = await signedInMember(t);
    const res = await member.as('POST', '/MeusDados/sessoes/encerrar-todas');
    expect(res.statusCode).toBe(204);
    expect(refreshCookie(res)?.value).toBe('');
    for (const session of [member, other]) {
      expect((await session.as('GET', '/Perfil')).statusCode).toBe(401);
      expect((await refresh(session.refresh)).statusCode).toBe(401);
    }
    expect((await stranger.as('GET', '/Perfil')).statusCode).toBe(200);
  });
});
