import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, call, createClubApp, createProSeriesDrivers, login } from '../../test/club.ts';
import type { TestApp } from '../../test/helper.ts';
import { DEMO_EMAILS, DEMO_PASSWORD, seedMembers } from './members.ts';

let t: TestApp;
let driverId: number | undefined;

beforeAll(async () => {
  t = await createClubApp();
  driverId = (await createProSeriesDrivers(t.db, 1))[0]?.id;
  await seedMembers(t.db, new Date());
});
afterAll(() => t.close());

describe('demo members (README credentials)', () => {
  it('an active adult with a complete profile and a favourite driver', async () => {
    const { accessToken } = await login(t, DEMO_EMAILS.complete, DEMO_PASSWORD);
    const { perfil } = (await call(t, 'GET', '/Perfil', undefined, bearer(accessToken))).json();
    expect(perfil).toMatchObject({
      cadastroCompleto: true,
      celularAtivo: true,
      pilotoFavorito: { id: driverId },
    });
  });

  it('an active member whose profile is incomplete', async () => {
    const { accessToken } = await login(t, DEMO_EMAILS.incomplete, DEMO_PASSWORD);
    const { perfil } = (await call(t, 'GET', '/Perfil', undefined, bearer(accessToken))).json();
    expect(perfil).toMatchObject({ cadastroCompleto: false, cpf: '' });
  });

  it('a 15-year-old waiting for the guardian', async () => {
    const res = await call(t, 'POST', '/Autenticacao/login', {
      email: DEMO_EMAILS.minor,
      senha: DEMO_PASSWORD,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().detail).toContain('autorização do responsável');
  });
});
