import { describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import * as s from '../../db/schema/index.ts';
import { createCategoria } from '../../../test/factories.ts';
import { setupClub, type ClubContext } from '../../../test/club.ts';
import { present, staffHeaders } from '../../../test/staff.ts';
import { TEST_API_KEY } from '../../../test/helper.ts';

let ctx: ClubContext;
let editor: Record<string, string>;
let marketing: Record<string, string>;
let outraId: number;
setupClub({}, async (c) => {
  ctx = c;
  editor = (await staffHeaders(c.t, 'editor')).headers;
  marketing = (await staffHeaders(c.t, 'marketing')).headers;
  await createCategoria(c.t.db, { id: 1, slug: 'proseries' });
  await createCategoria(c.t.db, { id: 4, slug: 'formula-4' });
  const rows = await c.t.db
    .insert(s.rodapeItem)
    .values([
      {
        categoriaId: 4,
        pagina: 'termos-de-uso',
        titulo: { 'pt-br': 'Termos de Uso', en: 'Terms of Use' },
        texto: { 'pt-br': '<p>Termos</p>', en: '<p>Terms</p>' },
        ordem: 1,
      },
      {
        categoriaId: 4,
        pagina: 'politica-privacidade',
        titulo: { 'pt-br': 'Políticas de Privacidade' },
        texto: { 'pt-br': '<p>Privacidade</p>' },
        ordem: 0,
      },
      { categoriaId: 1, pagina: 'outra', titulo: { 'pt-br': 'Outra' }, texto: { 'pt-br': '' } },
    ])
    .returning();
  outraId = present(rows[2]).id;
});

const send = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  headers = editor,
) => ctx.t.app.inject({ method, url: `/api/v1/admin${url}`, headers, payload });
const footer = async (categoria: number, idioma = 'pt-br') =>
  (
    await ctx.t.app.inject({
      method: 'GET',
      url: `/api/v1/Footer/categoria/${categoria}?idioma=${idioma}`,
      headers: { 'x-api-key': TEST_API_KEY },
    })
  ).json().itemsRodape as { pagina: string; titulo: string; texto: string }[];
const lastAudit = async (id: number) => {
  const [entry] = await ctx.t.db
    .select()
    .from(s.auditoria)
    .where(and(eq(s.auditoria.entidade, 'pagina-legal'), eq(s.auditoria.entidadeId, String(id))))
    .orderBy(desc(s.auditoria.id))
    .limit(1);
  return entry;
};

describe('console: legal pages (paginas-legais)', () => {
  it('lists only the legal pages, with search, filters, sort and paging', async () => {
    const all = await send('GET', '/paginas-legais?ordem=pagina&direcao=asc');
    expect(all.statusCode).toBe(200);
    expect(all.json().total).toBe(2);
    expect(all.json().itens.map((p: { pagina: string }) => p.pagina)).toEqual([
      'politica-privacidade',
      'termos-de-uso',
    ]);
    expect(all.json().itens[1]).toMatchObject({
      titulo: { 'pt-br': 'Termos de Uso', en: 'Terms of Use' },
      texto: { en: '<p>Terms</p>' },
      versao: 1,
    });
    const searched = await send('GET', '/paginas-legais?q=termos&porPagina=1');
    expect(searched.json()).toMatchObject({ total: 1, itens: [{ pagina: 'termos-de-uso' }] });
    const paged = await send(
      'GET',
      '/paginas-legais?porPagina=1&pagina=2&ordem=pagina&direcao=asc',
    );
    expect(paged.json().itens[0].pagina).toBe('termos-de-uso');
    expect((await send('GET', '/paginas-legais?categoriaId=1')).json().total).toBe(0);
    // Another footer item is marketing's, out of this area.
    expect((await send('GET', `/paginas-legais/${outraId}`)).statusCode).toBe(404);
    expect((await send('GET', '/paginas-legais', undefined, marketing)).statusCode).toBe(403);
  });

  it('creates a page with sanitised HTML, one per category, audited, and the footer shows it', async () => {
    const res = await send('POST', '/paginas-legais', {
      categoriaId: 1,
      pagina: 'termos-de-uso',
      titulo: { 'pt-br': 'Termos de Uso', en: '' },
      texto: { 'pt-br': '<h2>1. Aceite</h2><p onclick="x()">Ao usar o site…</p>' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      titulo: { 'pt-br': 'Termos de Uso' },
      texto: { 'pt-br': '<h2>1. Aceite</h2><p>Ao usar o site…</p>' },
      versao: 1,
    });
    expect((await lastAudit(res.json().id))?.acao).toBe('criar');
    expect(await footer(1)).toContainEqual(
      expect.objectContaining({
        pagina: 'termos-de-uso',
        texto: '<h2>1. Aceite</h2><p>Ao usar o site…</p>',
      }),
    );
    const again = await send('POST', '/paginas-legais', {
      categoriaId: 1,
      pagina: 'termos-de-uso',
      titulo: { 'pt-br': 'Outros termos' },
      texto: { 'pt-br': '<p>x</p>' },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().errors).toEqual([
      { path: 'body.pagina', message: 'Esta categoria já tem esta página legal.' },
    ]);
  });

  it('edits over the version read (409 when stale), and the English footer shows the change', async () => {
    const list = (
      await send('GET', '/paginas-legais?categoriaId=4&paginaLegal=termos-de-uso')
    ).json();
    const page = list.itens[0];
    const body = {
      categoriaId: 4,
      pagina: 'termos-de-uso',
      titulo: { 'pt-br': 'Termos de Uso', en: 'Terms of Use' },
      texto: { 'pt-br': '<p>Termos novos</p>', en: '<p>New terms</p>' },
    };
    const saved = await send('PUT', `/paginas-legais/${page.id}`, { ...body, versao: 1 });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().versao).toBe(2);
    const stale = await send('PUT', `/paginas-legais/${page.id}`, { ...body, versao: 1 });
    expect(stale.statusCode).toBe(409);
    const entry = present(await lastAudit(page.id));
    expect(entry.acao).toBe('editar');
    expect(entry.antes).toMatchObject({ texto: { 'pt-br': '<p>Termos</p>' } });
    expect(await footer(4, 'en')).toContainEqual(
      expect.objectContaining({ pagina: 'termos-de-uso', texto: '<p>New terms</p>' }),
    );
  });

  it('refuses bad input with Portuguese field messages', async () => {
    const res = await send('POST', '/paginas-legais', {
      categoriaId: 1,
      pagina: 'sobre',
      titulo: { 'pt-br': '' },
      texto: 'sem idioma',
    });
    expect(res.statusCode).toBe(400);
    const byPath = Object.fromEntries(
      res.json().errors.map((e: { path: string; message: string }) => [e.path, e.message]),
    );
    expect(byPath).toMatchObject({
      'body.pagina': 'Escolha a página legal.',
      'body.titulo.pt-br': 'Informe o título da página (pelo menos 3 caracteres).',
      // A text without its languages is refused as a whole.
      'body.texto': 'Escreva o texto da página.',
    });
  });

  it('deletes with the version read, audited', async () => {
    const list = (
      await send('GET', '/paginas-legais?categoriaId=4&paginaLegal=politica-privacidade')
    ).json();
    const page = list.itens[0];
    expect((await send('DELETE', `/paginas-legais/${page.id}?versao=9`)).statusCode).toBe(409);
    expect((await send('DELETE', `/paginas-legais/${page.id}?versao=1`)).statusCode).toBe(204);
    expect((await lastAudit(page.id))?.acao).toBe('excluir');
    expect((await footer(4)).map((i) => i.pagina)).toEqual(['termos-de-uso']);
  });
});
