import { describe, expect, it } from 'vitest';
import {
  type ClubContext,
  bearer,
  call,
  createMember,
  login,
  setupClub,
} from '../../../test/club.ts';
import { createLibrary } from '../../../test/clube-conteudo.ts';
import { conteudoPtBr } from '@stockcar/shared/locales/conteudo/pt-br';

const ctx = {} as ClubContext & { token: string; ids: number[] };

setupClub({}, async (c) => {
  Object.assign(ctx, c);
  const m = await createMember(c.t);
  ctx.token = (await login(c.t, m.email)).accessToken;
  ctx.ids = [
    (await createLibrary(c.t.db, 'Onboard', 3, 1)).id,
    (await createLibrary(c.t.db, 'Melhores momentos', 5, 0)).id,
    (await createLibrary(c.t.db, 'Em breve', 0, 2)).id,
  ];
});

const get = (url: string) => call(ctx.t, 'GET', url, undefined, bearer(ctx.token));

describe('Stock Channel (fan-club.md §2, §3, §7)', () => {
  it('lists the libraries in order with their video counts', async () => {
    const res = await get('/StockChannel/Biblioteca');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      {
        idBiblioteca: ctx.ids[1],
        nome: 'Melhores momentos',
        thumbnail: '/media/Melhores momentos.svg',
        quantidadeDeVideos: 5,
      },
      {
        idBiblioteca: ctx.ids[0],
        nome: 'Onboard',
        thumbnail: '/media/Onboard.svg',
        quantidadeDeVideos: 3,
      },
      {
        idBiblioteca: ctx.ids[2],
        nome: 'Em breve',
        thumbnail: '/media/Em breve.svg',
        quantidadeDeVideos: 0,
      },
    ]);
  });

  it("gives a library's videos in order, with watch links", async () => {
    const res = await get(`/StockChannel/Biblioteca/${ctx.ids[0]}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      idBiblioteca: ctx.ids[0],
      nome: 'Onboard',
      quantidadeDeVideos: 3,
    });
    expect(body.videos.map((v: { titulo: string }) => v.titulo)).toEqual([
      'Onboard 1',
      'Onboard 2',
      'Onboard 3',
    ]);
    for (const v of body.videos) expect(new URL(v.link).searchParams.get('v')).toBeTruthy();
    expect((await get(`/StockChannel/Biblioteca/${ctx.ids[2]}`)).json()).toMatchObject({
      quantidadeDeVideos: 0,
      videos: [],
    });
  });

  it('answers 404 for an unknown library and 401 without a member', async () => {
    const res = await get('/StockChannel/Biblioteca/99999');
    expect(res.statusCode).toBe(404);
    expect(res.json().detail).toBe(conteudoPtBr.bibliotecaNaoEncontrada);
    expect((await call(ctx.t, 'GET', '/StockChannel/Biblioteca')).statusCode).toBe(401);
  });
});
