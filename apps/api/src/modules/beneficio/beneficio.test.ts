import { describe, expect, it } from 'vitest';
import * as s from '../../db/schema/index.ts';
import {
  type ClubContext,
  anon,
  bearer,
  call,
  createMember,
  login,
  setupClub,
} from '../../../test/club.ts';
import { createGift } from '../../../test/clube-conteudo.ts';
import { conteudoPtBr } from '@stockcar/shared/locales/conteudo/pt-br';

const ctx = {} as ClubContext & { token: string; gifts: { id: number }[] };
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);

setupClub({}, async (c) => {
  Object.assign(ctx, c);
  const m = await createMember(c.t);
  ctx.token = (await login(c.t, m.email)).accessToken;
  ctx.gifts = [
    await createGift(c.t, {
      nome: 'Papel de parede: Super Final',
      file: PNG,
      nomeArquivo: 'super-final.png',
      tipoConteudo: 'image/png',
    }),
    await createGift(c.t, {
      nome: 'Papel de parede: largada',
      file: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      nomeArquivo: 'largada.svg',
      tipoConteudo: 'image/svg+xml',
    }),
  ];
  await c.t.db.insert(s.beneficio).values({
    nome: 'Brinde antigo',
    urlImagem: '/media/antigo.svg',
    arquivo: 'brindes/antigo.pdf',
    nomeArquivo: 'antigo.pdf',
    tipoConteudo: 'application/pdf',
    ativo: false,
  });
});

const id = (i: number) => ctx.gifts[i]?.id ?? 0;

describe('gifts (fan-club.md §3, §7)', () => {
  it('lists the active gifts for a member', async () => {
    const res = await call(ctx.t, 'GET', '/Beneficio', undefined, bearer(ctx.token));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      {
        id: id(0),
        nome: 'Papel de parede: Super Final',
        urlImagem: '/media/brinde-super-final.png.svg',
      },
      { id: id(1), nome: 'Papel de parede: largada', urlImagem: '/media/brinde-largada.svg.svg' },
    ]);
    expect((await call(ctx.t, 'GET', '/Beneficio')).statusCode).toBe(401);
  });

  it('downloads a gift as an attachment with its content type', async () => {
    const res = await call(
      ctx.t,
      'GET',
      `/Beneficio/${id(0)}/Download`,
      undefined,
      bearer(ctx.token),
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="super-final.png"; filename*=UTF-8''super-final.png`,
    );
    expect(res.rawPayload.equals(PNG)).toBe(true);
    const svg = await call(
      ctx.t,
      'GET',
      `/Beneficio/${id(1)}/Download`,
      undefined,
      bearer(ctx.token),
    );
    expect(svg.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(svg.body).toContain('<svg');
  });

  it('refuses a download without the bearer, and without the API key', async () => {
    const res = await call(ctx.t, 'GET', `/Beneficio/${id(0)}/Download`, undefined, anon());
    expect(res.statusCode).toBe(401);
    const noKey = await ctx.t.app.inject({
      url: `/api/v1/Beneficio/${id(0)}/Download`,
      headers: { authorization: `Bearer ${ctx.token}` },
    });
    expect(noKey.statusCode).toBe(401);
  });

  it('answers 404 for an unknown or inactive gift', async () => {
    for (const url of ['/Beneficio/99999/Download', `/Beneficio/${id(1) + 1}/Download`]) {
      const res = await call(ctx.t, 'GET', url, undefined, bearer(ctx.token));
      expect(res.statusCode).toBe(404);
      expect(res.json().detail).toBe(conteudoPtBr.beneficioNaoEncontrado);
    }
  });

  it('keeps the files out of the public media folder', async () => {
    const res = await ctx.t.app.inject({ url: '/media/brindes/super-final.png' });
    expect(res.statusCode).toBe(404);
  });
});
