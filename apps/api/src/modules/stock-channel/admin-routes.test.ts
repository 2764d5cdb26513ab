import { describe, expect, it } from 'vitest';
import { CONFLITO, setupClubConsole } from '../../../test/admin-clube.ts';

const c = setupClubConsole();

const library = {
  nome: 'Onboard 2026',
  thumbnail: '/media/imagens/abc123/640.jpg',
  textoAlternativo: 'Carro na reta de Interlagos',
  ordem: 0,
};
const video = (bibliotecaId: number, titulo = 'Volta em Goiânia') => ({
  bibliotecaId,
  titulo,
  thumbnail: '/media/imagens/def456/640.jpg',
  textoAlternativo: 'Câmera onboard',
  link: 'https://www.youtube.com/watch?v=abcDEF12345',
  ordem: 0,
});

describe('Stock Channel in the console (club)', () => {
  let libId = 0;
  let videoId = 0;

  it('creates a library and a video, audited; members see them', async () => {
    const lib = await c.send('POST', '/stock-channel', library);
    expect(lib.statusCode).toBe(201);
    expect(lib.json()).toMatchObject({ ...library, versao: 1, totalVideos: 0 });
    libId = lib.json().id;
    expect(await c.lastAudit()).toMatchObject({
      entidade: 'stock-channel-biblioteca',
      acao: 'criar',
      papel: 'club',
    });
    const v = await c.send('POST', '/stock-channel/videos', video(libId));
    expect(v.statusCode).toBe(201);
    videoId = v.json().id;
    expect(await c.lastAudit()).toMatchObject({
      entidade: 'stock-channel-video',
      entidadeId: String(videoId),
      acao: 'criar',
    });
    const pub = await c.asMember('GET', `/StockChannel/Biblioteca/${libId}`);
    expect(pub.statusCode).toBe(200);
    expect(pub.json()).toMatchObject({
      nome: 'Onboard 2026',
      quantidadeDeVideos: 1,
      videos: [{ titulo: 'Volta em Goiânia', link: video(libId).link }],
    });
  });

  it('lists with search, filter, sort and paging', async () => {
    await c.send('POST', '/stock-channel/videos', {
      ...video(libId, 'Largada em Curitiba'),
      ordem: 1,
    });
    const page = await c.send(
      'GET',
      `/stock-channel/videos?bibliotecaId=${libId}&porPagina=1&ordem=titulo&direcao=asc`,
    );
    expect(page.json()).toMatchObject({ total: 2, itens: [{ titulo: 'Largada em Curitiba' }] });
    const found = await c.send('GET', '/stock-channel/videos?q=goiânia');
    expect(found.json().itens.map((i: { id: number }) => i.id)).toEqual([videoId]);
    const libs = await c.send('GET', '/stock-channel?q=onboard');
    expect(libs.json().itens[0]).toMatchObject({ id: libId, totalVideos: 2 });
  });

  it('refuses bad input with Portuguese field messages', async () => {
    const bad = await c.send('POST', '/stock-channel/videos', {
      bibliotecaId: libId,
      titulo: '',
      thumbnail: 'javascript:alert(1)',
      textoAlternativo: '',
      link: 'https://vimeo.com/1',
      ordem: 0,
    });
    expect(bad.statusCode).toBe(400);
    const paths = bad.json().errors.map((e: { path: string }) => e.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        'body.titulo',
        'body.thumbnail',
        'body.textoAlternativo',
        'body.link',
      ]),
    );
    expect(bad.json().errors).toContainEqual({
      path: 'body.textoAlternativo',
      message: 'Informe o texto alternativo da imagem.',
    });
    const orphan = await c.send('POST', '/stock-channel/videos', video(999_999));
    expect(orphan.statusCode).toBe(400);
    expect(orphan.json().errors).toEqual([
      { path: 'body.bibliotecaId', message: 'Esta biblioteca não existe.' },
    ]);
  });

  it('edits over the version read (409 on a stale one) and deletes, audited', async () => {
    const edit = await c.send('PUT', `/stock-channel/videos/${videoId}`, {
      ...video(libId, 'Volta rápida em Goiânia'),
      versao: 1,
    });
    expect(edit.statusCode).toBe(200);
    expect(edit.json().versao).toBe(2);
    const stale = await c.send('PUT', `/stock-channel/videos/${videoId}`, {
      ...video(libId, 'Outra'),
      versao: 1,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().detail).toBe(CONFLITO);
    const entry = await c.lastAudit();
    expect(entry).toMatchObject({ acao: 'editar', entidadeId: String(videoId) });
    expect((entry.depois as { titulo: string }).titulo).toBe('Volta rápida em Goiânia');
    const pub = await c.asMember('GET', `/StockChannel/Biblioteca/${libId}`);
    expect(pub.json().videos.map((v: { titulo: string }) => v.titulo)).toContain(
      'Volta rápida em Goiânia',
    );

    expect((await c.send('DELETE', `/stock-channel/videos/${videoId}?versao=2`)).statusCode).toBe(
      204,
    );
    expect(await c.lastAudit()).toMatchObject({ acao: 'excluir', entidade: 'stock-channel-video' });
    expect((await c.send('DELETE', `/stock-channel/${libId}?versao=1`)).statusCode).toBe(204);
    const list = await c.asMember('GET', '/StockChannel/Biblioteca');
    expect(list.json().map((l: { idBiblioteca: number }) => l.idBiblioteca)).not.toContain(libId);
  });
});
