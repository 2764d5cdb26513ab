import { describe, expect, it } from 'vitest';
import { and, desc, eq, sql } from 'drizzle-orm';
import { auditoria, galeria, galeriaImagem, noticia } from '../../db/schema/index.ts';
import { createCategoria, createGaleria, createNoticia } from '../../../test/factories.ts';
import { setupClub, type ClubContext } from '../../../test/club.ts';
import { present, staffHeaders } from '../../../test/staff.ts';
import { TEST_API_KEY } from '../../../test/helper.ts';

let ctx: ClubContext;
let editor: Record<string, string>;
let club: Record<string, string>;
setupClub({}, async (c) => {
  ctx = c;
  editor = (await staffHeaders(c.t, 'editor')).headers;
  club = (await staffHeaders(c.t, 'club')).headers;
  await createCategoria(c.t.db, { id: 1, slug: 'proseries' });
  await createCategoria(c.t.db, { id: 4, slug: 'formula-4' });
});

const send = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  headers = editor,
) => ctx.t.app.inject({ method, url: `/api/v1/admin${url}`, headers, payload });
const publicGet = (url: string) =>
  ctx.t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: { 'x-api-key': TEST_API_KEY } });

const lastAudit = async (entidade: string, id: number) => {
  const [entry] = await ctx.t.db
    .select()
    .from(auditoria)
    .where(and(eq(auditoria.entidade, entidade), eq(auditoria.entidadeId, String(id))))
    .orderBy(desc(auditoria.id))
    .limit(1);
  return entry;
};

/** A translatable text with only its Portuguese version. */
const pt = (text: string) => ({ 'pt-br': text });
const IMG = '/media/imagens/abc123/1280.jpg';
const news = (overrides: Record<string, unknown> = {}) => ({
  categoriaId: 1,
  titulo: pt('Vitória em Interlagos'),
  texto: pt('<p>Grande corrida.</p><script>alert(1)</script>'),
  status: 'publicada',
  tags: ['interlagos', 'vitoria'],
  imagem: IMG,
  imagemAlt: 'Carro 10 cruzando a linha de chegada',
  ...overrides,
});

const publicTitles = async (categoria = 1) =>
  (await publicGet(`/Noticias/categoria/${categoria}?tamanhoPagina=50`))
    .json()
    .resultado.map((n: { titulo: string }) => n.titulo);

describe('console: news (noticias)', () => {
  it('creates a published item, sanitises its HTML, audits it, and fans see it at once', async () => {
    const res = await send('POST', '/noticias', news());
    expect(res.statusCode).toBe(201);
    const item = res.json();
    expect(item).toMatchObject({
      versao: 1,
      status: 'publicada',
      visivel: true,
      titulo: { 'pt-br': 'Vitória em Interlagos' },
      imagem: IMG,
      imagemAlt: 'Carro 10 cruzando a linha de chegada',
    });
    expect(item.texto).toEqual({ 'pt-br': '<p>Grande corrida.</p>' });
    const entry = present(await lastAudit('noticia', item.id));
    expect(entry).toMatchObject({ acao: 'criar', papel: 'editor' });
    expect(await publicTitles()).toContain('Vitória em Interlagos');
    const article = await publicGet(`/Noticias/categoria/1/noticia/${item.id}`);
    expect(article.json()).toMatchObject({
      titulo: 'Vitória em Interlagos',
      texto: '<p>Grande corrida.</p>',
      imagemNoticia: IMG,
    });
  });

  it('keeps drafts and future schedules from fans; a schedule appears when its time comes', async () => {
    const draft = (
      await send('POST', '/noticias', news({ titulo: pt('Rascunho secreto'), status: 'rascunho' }))
    ).json();
    expect(draft.visivel).toBe(false);
    const later = new Date(Date.now() + 3_600_000).toISOString();
    const scheduled = (
      await send(
        'POST',
        '/noticias',
        news({ titulo: pt('Agendada para depois'), status: 'agendada', publicarEm: later }),
      )
    ).json();
    expect(scheduled).toMatchObject({ status: 'agendada', visivel: false });
    expect(scheduled.publicarEm).toBe(later);
    const titles = await publicTitles();
    expect(titles).not.toContain('Rascunho secreto');
    expect(titles).not.toContain('Agendada para depois');
    expect((await publicGet(`/Noticias/categoria/1/noticia/${draft.id}`)).statusCode).toBe(404);
    expect((await publicGet(`/Noticias/categoria/1/noticia/${scheduled.id}`)).statusCode).toBe(404);
    // A draft dated in the past stays hidden: the status rules, not only the time.
    await ctx.t.db
      .update(noticia)
      .set({ dataPublicacao: new Date(Date.now() - 60_000) })
      .where(eq(noticia.id, draft.id));
    expect(await publicTitles()).not.toContain('Rascunho secreto');
    // The scheduled time comes.
    await ctx.t.db
      .update(noticia)
      .set({ dataPublicacao: new Date(Date.now() - 1000) })
      .where(eq(noticia.id, scheduled.id));
    expect(await publicTitles()).toContain('Agendada para depois');
    expect((await publicGet(`/Noticias/categoria/1/noticia/${scheduled.id}`)).statusCode).toBe(200);
    const listed = await send('GET', `/noticias/${scheduled.id}`);
    expect(listed.json().visivel).toBe(true);
  });

  it('previews any status exactly as the public article renders it', async () => {
    const draft = (
      await send(
        'POST',
        '/noticias',
        news({
          categoriaId: 4,
          titulo: { 'pt-br': 'Rodada em Interlagos', en: 'Round at Interlagos' },
          texto: { 'pt-br': '<p>Texto</p>', en: '<p>Text</p><img src="x" onerror="alert(1)">' },
          status: 'rascunho',
        }),
      )
    ).json();
    expect(draft).toMatchObject({
      titulo: { 'pt-br': 'Rodada em Interlagos', en: 'Round at Interlagos' },
      texto: { 'pt-br': '<p>Texto</p>', en: '<p>Text</p><img src="x" />' },
    });
    const preview = await send('GET', `/noticias/${draft.id}/previa?idioma=en`);
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({
      id: draft.id,
      titulo: 'Round at Interlagos',
      texto: '<p>Text</p><img src="x" />',
      imagemNoticia: IMG,
    });
    // Published, the public article is the same body.
    await send('PUT', `/noticias/${draft.id}`, {
      ...news({
        categoriaId: 4,
        titulo: { 'pt-br': 'Rodada em Interlagos', en: 'Round at Interlagos' },
        texto: { 'pt-br': '<p>Texto</p>', en: '<p>Text</p>' },
      }),
      versao: 1,
    });
    const previewNow = await send('GET', `/noticias/${draft.id}/previa?idioma=en`);
    const article = await publicGet(`/Noticias/categoria/4/noticia/${draft.id}?idioma=en`);
    expect(article.json()).toEqual(previewNow.json());
    expect((await send('GET', '/noticias/999999/previa')).statusCode).toBe(404);
    expect((await send('GET', `/noticias/${draft.id}/previa`, undefined, club)).statusCode).toBe(
      403,
    );
  });

  it('keeps an empty English text as none', async () => {
    const res = await send(
      'POST',
      '/noticias',
      news({
        titulo: { 'pt-br': 'Só em português', en: '  ' },
        texto: { 'pt-br': '<p>Oi</p>', en: '' },
      }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      titulo: { 'pt-br': 'Só em português' },
      texto: { 'pt-br': '<p>Oi</p>' },
    });
    const [row] = await ctx.t.db.select().from(noticia).where(eq(noticia.id, res.json().id));
    expect(row?.titulo).toEqual({ 'pt-br': 'Só em português' });
    expect(row?.texto).toEqual({ 'pt-br': '<p>Oi</p>' });
  });

  it('saves over the version read and answers 409 over a newer edit', async () => {
    const created = (
      await send('POST', '/noticias', news({ titulo: pt('Primeira versão') }))
    ).json();
    const first = await send('PUT', `/noticias/${created.id}`, {
      ...news({ titulo: pt('Segunda versão'), tags: ['nova'] }),
      versao: 1,
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      versao: 2,
      titulo: { 'pt-br': 'Segunda versão' },
      tags: ['nova'],
    });
    const stale = await send('PUT', `/noticias/${created.id}`, {
      ...news({ titulo: pt('Sobrescrita') }),
      versao: 1,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().detail).toBe(
      'Este registro foi alterado por outra pessoa. Recarregue para ver a versão atual.',
    );
    const entry = present(await lastAudit('noticia', created.id));
    expect(entry.acao).toBe('editar');
    expect(entry.antes).toMatchObject({ titulo: { 'pt-br': 'Primeira versão' } });
    expect(entry.depois).toMatchObject({ titulo: { 'pt-br': 'Segunda versão' } });
    expect(await publicTitles()).toContain('Segunda versão');
  });

  it('keeps the date of an item already out when saved without one; a draft goes out now', async () => {
    const old = (
      await send(
        'POST',
        '/noticias',
        news({ titulo: pt('Antiga'), publicarEm: '2024-05-01T12:00:00.000Z' }),
      )
    ).json();
    const fixed = await send('PUT', `/noticias/${old.id}`, {
      ...news({ titulo: pt('Antiga corrigida') }),
      versao: 1,
    });
    expect(fixed.json().publicarEm).toBe('2024-05-01T12:00:00.000Z');
    const draft = (
      await send(
        'POST',
        '/noticias',
        news({
          titulo: pt('Rascunho velho'),
          status: 'rascunho',
          publicarEm: '2024-01-01T00:00:00Z',
        }),
      )
    ).json();
    const before = Date.now();
    const published = await send('PUT', `/noticias/${draft.id}`, {
      ...news({ titulo: pt('Rascunho publicado') }),
      versao: 1,
    });
    expect(Date.parse(published.json().publicarEm)).toBeGreaterThanOrEqual(before - 1000);
    expect(published.json().visivel).toBe(true);
  });

  it('refuses bad input with Portuguese field messages and saves nothing', async () => {
    const before = await ctx.t.db.select({ n: sql<number>`count(*)::int` }).from(noticia);
    const res = await send('POST', '/noticias', {
      categoriaId: 99,
      titulo: pt(''),
      texto: pt(''),
      status: 'agendada',
      imagem: 'javascript:alert(1)',
    });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/application\/problem\+json/);
    const errors = res.json().errors as { path: string; message: string }[];
    const byPath = Object.fromEntries(errors.map((e) => [e.path, e.message]));
    expect(byPath).toMatchObject({
      'body.categoriaId': 'Escolha uma categoria.',
      'body.titulo.pt-br': 'Informe o título da notícia (pelo menos 3 caracteres).',
      'body.texto.pt-br': 'Escreva o texto da notícia.',
      'body.imagem': 'Use uma imagem enviada pelo console ou um endereço https.',
    });
    const schedule = await send('POST', '/noticias', news({ status: 'agendada' }));
    expect(schedule.json().errors).toEqual([
      { path: 'body.publicarEm', message: 'Informe quando a notícia será publicada.' },
    ]);
    const noAlt = await send('POST', '/noticias', news({ imagemAlt: '' }));
    expect(noAlt.json().errors).toEqual([
      { path: 'body.imagemAlt', message: 'Descreva a imagem de capa (texto alternativo).' },
    ]);
    const longEnglish = await send(
      'POST',
      '/noticias',
      news({ titulo: { 'pt-br': 'Título certo', en: 'x'.repeat(201) } }),
    );
    expect(longEnglish.json().errors).toEqual([
      { path: 'body.titulo.en', message: 'O título pode ter até 200 caracteres.' },
    ]);
    const onlyScript = await send('POST', '/noticias', news({ texto: pt('<script>x()</script>') }));
    expect(onlyScript.statusCode).toBe(400);
    expect(onlyScript.json().errors).toEqual([
      { path: 'body.texto.pt-br', message: 'Escreva o texto da notícia.' },
    ]);
    const after = await ctx.t.db.select({ n: sql<number>`count(*)::int` }).from(noticia);
    expect(after).toEqual(before);
  });

  it('lists with search, filters, sort and paging', async () => {
    await createNoticia(ctx.t.db, {
      categoriaId: 4,
      titulo: { 'pt-br': 'Seed antiga de Fórmula 4' },
      dataPublicacao: new Date('2024-01-01T12:00:00Z'),
    });
    const searched = await send(
      'GET',
      '/noticias?q=interlagos&porPagina=1&ordem=titulo&direcao=asc',
    );
    expect(searched.statusCode).toBe(200);
    expect(searched.json().total).toBeGreaterThanOrEqual(2);
    expect(searched.json().itens).toHaveLength(1);
    const page2 = await send(
      'GET',
      '/noticias?q=interlagos&porPagina=1&pagina=2&ordem=titulo&direcao=asc',
    );
    expect(page2.json().itens[0].id).not.toBe(searched.json().itens[0].id);
    const drafts = await send('GET', '/noticias?status=rascunho');
    expect(drafts.json().itens.length).toBeGreaterThan(0);
    expect(drafts.json().itens.every((n: { status: string }) => n.status === 'rascunho')).toBe(
      true,
    );
    const f4 = await send('GET', '/noticias?categoriaId=4&ordem=publicarEm&direcao=asc');
    expect(f4.json().itens[0].titulo).toEqual({ 'pt-br': 'Seed antiga de Fórmula 4' });
    expect(f4.json().itens[0]).toMatchObject({ status: 'publicada', versao: 1, imagemAlt: '' });
    const tagged = await send('GET', '/noticias?tag=nova');
    expect(tagged.json().itens.map((n: { titulo: { 'pt-br': string } }) => n.titulo)).toEqual([
      { 'pt-br': 'Segunda versão' },
    ]);
    const hidden = await send('GET', '/noticias?visivel=false');
    expect(hidden.json().itens.every((n: { visivel: boolean }) => !n.visivel)).toBe(true);
    expect((await send('GET', '/noticias', undefined, club)).statusCode).toBe(403);
  });

  it('deletes with the version read, audits it, and fans no longer see it', async () => {
    const created = (
      await send('POST', '/noticias', news({ titulo: pt('Vai sair do ar') }))
    ).json();
    expect((await send('DELETE', `/noticias/${created.id}?versao=7`)).statusCode).toBe(409);
    expect((await send('DELETE', `/noticias/${created.id}?versao=1`)).statusCode).toBe(204);
    expect((await lastAudit('noticia', created.id))?.acao).toBe('excluir');
    expect(await publicTitles()).not.toContain('Vai sair do ar');
  });
});

const gallery = (overrides: Record<string, unknown> = {}) => ({
  categoriaId: 1,
  titulo: pt('Treinos em Goiânia'),
  publicarEm: '2025-03-01T12:00:00.000Z',
  imagens: [
    { url: '/media/imagens/a/1280.jpg', alt: 'Largada' },
    { url: '/media/imagens/b/1280.jpg', alt: 'Box da equipe' },
    { url: 'https://cdn.example.com/c.jpg', alt: 'Pódio' },
  ],
  ...overrides,
});

describe('console: galleries (galerias)', () => {
  it('creates a gallery with its images in order, audited, and the public gallery shows it', async () => {
    const res = await send('POST', '/galerias', gallery());
    expect(res.statusCode).toBe(201);
    const item = res.json();
    expect(item.imagens.map((i: { alt: string }) => i.alt)).toEqual([
      'Largada',
      'Box da equipe',
      'Pódio',
    ]);
    expect((await lastAudit('galeria', item.id))?.acao).toBe('criar');
    const pub = await publicGet(`/Noticias/categoria/1/galeria/${item.id}`);
    expect(pub.statusCode).toBe(200);
    expect(pub.json()).toEqual({
      id: item.id,
      titulo: 'Treinos em Goiânia',
      dataPublicacao: '2025-03-01T12:00:00.000Z',
      imagemGaleria: [
        '/media/imagens/a/1280.jpg',
        '/media/imagens/b/1280.jpg',
        'https://cdn.example.com/c.jpg',
      ],
    });
  });

  it('saves a new order, answers 409 on a stale version, and refuses images without alt text', async () => {
    const created = (await send('POST', '/galerias', gallery({ titulo: pt('Reordenar') }))).json();
    const reversed = [...created.imagens].reverse();
    const saved = await send('PUT', `/galerias/${created.id}`, {
      ...gallery({ titulo: pt('Reordenada'), imagens: reversed }),
      versao: 1,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().versao).toBe(2);
    const pub = (await publicGet(`/Noticias/categoria/1/galeria/${created.id}`)).json();
    expect(pub.titulo).toBe('Reordenada');
    expect(pub.imagemGaleria[0]).toBe('https://cdn.example.com/c.jpg');
    const rows = await ctx.t.db
      .select()
      .from(galeriaImagem)
      .where(eq(galeriaImagem.galeriaId, created.id));
    expect(rows).toHaveLength(3);
    const stale = await send('PUT', `/galerias/${created.id}`, { ...gallery(), versao: 1 });
    expect(stale.statusCode).toBe(409);
    const entry = present(await lastAudit('galeria', created.id));
    expect(entry.acao).toBe('editar');
    const bad = await send('POST', '/galerias', {
      ...gallery({ imagens: [{ url: '/media/imagens/a/1280.jpg', alt: '' }] }),
      publicarEm: 'ontem',
    });
    expect(bad.statusCode).toBe(400);
    const byPath = Object.fromEntries(
      bad.json().errors.map((e: { path: string; message: string }) => [e.path, e.message]),
    );
    expect(byPath).toMatchObject({
      'body.imagens.0.alt': 'Descreva a imagem (texto alternativo).',
      'body.publicarEm': 'Informe data e hora válidas.',
    });
    const empty = await send('POST', '/galerias', gallery({ imagens: [] }));
    expect(empty.json().errors[0]).toEqual({
      path: 'body.imagens',
      message: 'Envie pelo menos uma imagem.',
    });
  });

  it("lists with search, filters and paging, leaving the club's behind-the-scenes galleries out", async () => {
    const backstage = await createGaleria(ctx.t.db, {
      categoriaId: 1,
      titulo: { 'pt-br': 'Bastidores Goiânia' },
      bastidores: true,
    });
    const list = await send('GET', '/galerias?q=goi&porPagina=1&ordem=publicarEm&direcao=desc');
    expect(list.statusCode).toBe(200);
    expect(list.json().total).toBe(1);
    expect(list.json().itens[0].titulo).toEqual({ 'pt-br': 'Treinos em Goiânia' });
    expect((await send('GET', `/galerias/${backstage.id}`)).statusCode).toBe(404);
    const f4 = await send('GET', '/galerias?categoriaId=4');
    expect(f4.json()).toEqual({ itens: [], total: 0 });
  });

  it('deletes a gallery with its images, audited, and the public gallery is gone', async () => {
    const created = (await send('POST', '/galerias', gallery({ titulo: pt('Apagar') }))).json();
    expect((await send('DELETE', `/galerias/${created.id}?versao=1`)).statusCode).toBe(204);
    expect((await lastAudit('galeria', created.id))?.acao).toBe('excluir');
    expect((await publicGet(`/Noticias/categoria/1/galeria/${created.id}`)).statusCode).toBe(404);
    const rows = await ctx.t.db.select().from(galeria).where(eq(galeria.id, created.id));
    expect(rows).toEqual([]);
  });
});
