import { describe, expect, it } from 'vitest';
import * as s from '../../db/schema/index.ts';
import {
  type ClubContext,
  bearer,
  call,
  createMember,
  createProSeriesDrivers,
  login,
  setupClub,
} from '../../../test/club.ts';
import { createGaleria } from '../../../test/factories.ts';

const ctx = {} as ClubContext & { token: string; drivers: { id: number }[] };

setupClub({}, async (c) => {
  Object.assign(ctx, c);
  ctx.drivers = await createProSeriesDrivers(c.t.db, 2);
  const m = await createMember(c.t);
  ctx.token = (await login(c.t, m.email)).accessToken;
});

const driver = (i: number) => ctx.drivers[i]?.id ?? 0;
const get = (id: number) =>
  call(ctx.t, 'GET', `/Piloto/${id}/bastidores`, undefined, bearer(ctx.token));

describe('GET Piloto/{id}/bastidores (fan-club.md §7)', () => {
  it("gives the driver's behind-the-scenes galleries only, newest first", async () => {
    const older = await createGaleria(ctx.t.db, { categoriaId: 1, bastidores: true }, 3);
    const newer = await createGaleria(ctx.t.db, { categoriaId: 1, bastidores: true }, 2);
    const publicGallery = await createGaleria(ctx.t.db, { categoriaId: 1 }, 2);
    const other = await createGaleria(ctx.t.db, { categoriaId: 1, bastidores: true }, 2);
    const future = await createGaleria(ctx.t.db, {
      categoriaId: 1,
      bastidores: true,
      dataPublicacao: new Date(Date.now() + 86_400_000),
    });
    await ctx.t.db.insert(s.galeriaPiloto).values([
      ...[older, newer, publicGallery, future].map((g) => ({
        galeriaId: g.id,
        pilotoId: driver(0),
      })),
      { galeriaId: other.id, pilotoId: driver(1) },
    ]);
    const res = await get(driver(0));
    expect(res.statusCode).toBe(200);
    const galerias = res.json().galerias;
    expect(galerias.map((g: { id: number }) => g.id)).toEqual([newer.id, older.id]);
    expect(galerias[0].imagemGaleria).toEqual([`/m/g${newer.id}-0.svg`, `/m/g${newer.id}-1.svg`]);
  });

  it('is an empty list for a driver without any, and members only', async () => {
    expect((await get(99999)).json()).toEqual({ galerias: [] });
    const anon = await call(ctx.t, 'GET', `/Piloto/${driver(0)}/bastidores`);
    expect(anon.statusCode).toBe(401);
  });

  it('leaves the public driver calls public', async () => {
    expect((await call(ctx.t, 'GET', '/Piloto/categoria/1')).statusCode).toBe(200);
  });
});
