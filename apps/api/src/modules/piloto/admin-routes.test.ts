import { describe, expect, it } from 'vitest';
import { galeria, galeriaImagem } from '../../db/schema/index.ts';
import { createCategoria, createPiloto } from '../../../test/factories.ts';
import { CONFLITO, setupClubConsole } from '../../../test/admin-clube.ts';

const c = setupClubConsole();

describe('behind-the-scenes galleries in the console (club)', () => {
  let id = 0;
  let pilotoId = 0;
  let body: Record<string, unknown> = {};

  it('creates a gallery, audited; members see it on the driver', async () => {
    const cat = await createCategoria(c.ctx.t.db);
    pilotoId = (await createPiloto(c.ctx.t.db)).id;
    body = {
      categoriaId: cat.id,
      titulo: { 'pt-br': 'Bastidores em Interlagos' },
      dataPublicacao: '2026-03-01T12:00:00.000Z',
      pilotoIds: [pilotoId],
      imagens: [
        { url: '/media/imagens/b1/640.jpg', textoAlternativo: 'Box da equipe' },
        { url: '/media/imagens/b2/640.jpg', textoAlternativo: 'Piloto no cockpit' },
      ],
    };
    const res = await c.send('POST', '/bastidores', body);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ ...body, versao: 1 });
    id = res.json().id;
    expect(await c.lastAudit()).toMatchObject({ entidade: 'bastidores', acao: 'criar' });
    const pub = await c.asMember('GET', `/Piloto/${pilotoId}/bastidores`);
    expect(pub.json().galerias).toEqual([
      expect.objectContaining({
        id,
        titulo: 'Bastidores em Interlagos',
        imagemGaleria: ['/media/imagens/b1/640.jpg', '/media/imagens/b2/640.jpg'],
      }),
    ]);
  });

  it('refuses bad input with Portuguese field messages', async () => {
    const bad = await c.send('POST', '/bastidores', {
      ...body,
      dataPublicacao: 'ontem',
      pilotoIds: [],
      imagens: [{ url: '/media/x.jpg', textoAlternativo: '' }],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual(
      expect.arrayContaining([
        { path: 'body.dataPublicacao', message: 'Informe a data de publicação (data e hora).' },
        { path: 'body.pilotoIds', message: 'Escolha pelo menos um piloto.' },
        {
          path: 'body.imagens.0.textoAlternativo',
          message: 'Informe o texto alternativo da imagem.',
        },
      ]),
    );
    const ghost = await c.send('POST', '/bastidores', { ...body, pilotoIds: [999_999] });
    expect(ghost.json().errors).toEqual([
      { path: 'body.pilotoIds', message: 'Um dos pilotos escolhidos não existe.' },
    ]);
  });

  it('lists, edits over the version read (409 on a stale one) and deletes, audited', async () => {
    const list = await c.send('GET', '/bastidores?porPagina=1&ordem=dataPublicacao&direcao=asc');
    expect(list.json()).toMatchObject({ total: 1, itens: [{ id }] });
    const edit = await c.send('PUT', `/bastidores/${id}`, {
      ...body,
      imagens: [{ url: '/media/imagens/b3/640.jpg', textoAlternativo: 'Pódio' }],
      versao: 1,
    });
    expect(edit.statusCode).toBe(200);
    expect(edit.json().versao).toBe(2);
    const stale = await c.send('PUT', `/bastidores/${id}`, { ...body, versao: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().detail).toBe(CONFLITO);
    expect(await c.lastAudit()).toMatchObject({ acao: 'editar', entidadeId: String(id) });
    const pub = await c.asMember('GET', `/Piloto/${pilotoId}/bastidores`);
    expect(pub.json().galerias[0].imagemGaleria).toEqual(['/media/imagens/b3/640.jpg']);
    expect((await c.send('DELETE', `/bastidores/${id}?versao=2`)).statusCode).toBe(204);
    expect(await c.lastAudit()).toMatchObject({ acao: 'excluir', entidade: 'bastidores' });
    expect((await c.asMember('GET', `/Piloto/${pilotoId}/bastidores`)).json().galerias).toEqual([]);
  });
});

describe('behind-the-scenes galleries stored before the console', () => {
  it('still list and open when their images have no alt text yet', async () => {
    const cat = await createCategoria(c.ctx.t.db);
    const [old] = await c.ctx.t.db
      .insert(galeria)
      .values({
        categoriaId: cat.id,
        titulo: { 'pt-br': 'Antiga' },
        dataPublicacao: new Date(),
        bastidores: true,
      })
      .returning();
    const oldId = old?.id ?? 0;
    await c.ctx.t.db
      .insert(galeriaImagem)
      .values({ galeriaId: oldId, url: '/media/seed/antiga.svg', ordem: 0 });
    const list = await c.send('GET', '/bastidores');
    expect(list.statusCode).toBe(200);
    const one = await c.send('GET', `/bastidores/${oldId}`);
    expect(one.statusCode).toBe(200);
    expect(one.json().imagens).toEqual([{ url: '/media/seed/antiga.svg', textoAlternativo: '' }]);
  });
});
