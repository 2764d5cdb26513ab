import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import * as s from '../../db/schema/index.ts';
import { seedEventPages } from '../../seed/event-pages.ts';
import { setupClub, type ClubContext } from '../../../test/club.ts';
import { lastAuditOf, present, staffHeaders } from '../../../test/staff.ts';
import { TEST_API_KEY } from '../../../test/helper.ts';

let ctx: ClubContext;
let editor: Record<string, string>;
let marketing: Record<string, string>;
let club: Record<string, string>;
setupClub({}, async (c) => {
  ctx = c;
  editor = (await staffHeaders(c.t, 'editor')).headers;
  marketing = (await staffHeaders(c.t, 'marketing')).headers;
  club = (await staffHeaders(c.t, 'club')).headers;
  await seedEventPages(c.t.db);
});

const send = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  headers = editor,
) => ctx.t.app.inject({ method, url: `/api/v1/admin${url}`, headers, payload });
const publicPage = (pagina: string) =>
  ctx.t.app.inject({
    method: 'GET',
    url: `/api/v1/PaginaEvento/${pagina}`,
    headers: { 'x-api-key': TEST_API_KEY },
  });
const lastAudit = (id: number) => lastAuditOf(ctx.t.db, 'pagina-evento', id);
const idOf = async (pagina: string) => {
  const [row] = await ctx.t.db
    .select({ id: s.paginaEvento.id })
    .from(s.paginaEvento)
    .where(eq(s.paginaEvento.pagina, pagina));
  return present(row).id;
};

const PAGE = {
  pagina: 'galeao',
  chamada: 'Corrida de rua · Rio de Janeiro',
  titulo: 'Stock Car no Galeão',
  linhaFina: 'A pista dentro do aeroporto.',
  cena: 'airport',
  descricaoCena: 'Ilustração de um carro na pista do aeroporto',
  fatos: [{ rotulo: 'Extensão', valor: '3,3 km' }],
  secoes: [{ titulo: 'A pista', texto: '<p>Reta longa.</p>' }],
  tags: [],
  relacionados: [{ rotulo: 'Calendário de etapas', href: '/stockcar/proseries/etapa' }],
};

describe('console: event pages (paginas-evento)', () => {
  it('lists the seeded pages with search, filters, sort and paging, for the newsroom only', async () => {
    const all = await send('GET', '/paginas-evento?ordem=pagina&direcao=asc');
    expect(all.statusCode).toBe(200);
    expect(all.json().total).toBe(5);
    expect(all.json().itens.map((p: { pagina: string }) => p.pagina)).toEqual([
      'belo-horizonte',
      'buenos-aires',
      'galeao',
      'historia-bh',
      'historia-buenosaires',
    ]);
    expect(all.json().itens[0]).toMatchObject({ titulo: 'BH Stock Festival', versao: 1 });
    // `q` also searches the sections' texts.
    const searched = await send('GET', '/paginas-evento?q=Transcarioca');
    expect(searched.json()).toMatchObject({ total: 1, itens: [{ pagina: 'galeao' }] });
    expect((await send('GET', '/paginas-evento?cena=archive')).json().total).toBe(2);
    const paged = await send('GET', '/paginas-evento?porPagina=2&pagina=3&ordem=pagina');
    expect(paged.json().itens.map((p: { pagina: string }) => p.pagina)).toEqual(['belo-horizonte']);
    for (const other of [marketing, club]) {
      expect((await send('GET', '/paginas-evento', undefined, other)).statusCode).toBe(403);
      expect((await send('POST', '/paginas-evento', PAGE, other)).statusCode).toBe(403);
    }
  });

  it('edits over the version read (409 when stale), sanitises, audits, publishes, and the site shows it', async () => {
    const id = await idOf('galeao');
    const published: unknown[] = [];
    const stop = ctx.t.app.events.subscribe('conteudo', (payload) => {
      published.push(payload);
    });
    const body = {
      ...PAGE,
      secoes: [
        { titulo: 'A pista', texto: '<p onclick="x()">Reta longa.</p><script>alert(1)</script>' },
      ],
    };
    const saved = await send('PUT', `/paginas-evento/${id}`, { ...body, versao: 1 });
    stop();
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      versao: 2,
      secoes: [{ titulo: 'A pista', texto: '<p>Reta longa.</p>' }],
    });
    expect(published).toEqual([{ entidade: 'pagina-evento', id }]);
    const stale = await send('PUT', `/paginas-evento/${id}`, { ...body, versao: 1 });
    expect(stale.statusCode).toBe(409);
    const entry = present(await lastAudit(id));
    expect(entry.acao).toBe('editar');
    expect((entry.antes as { linhaFina: string }).linhaFina).toMatch(/^A Stock Car Pro Series/);
    expect((entry.depois as { linhaFina: string }).linhaFina).toBe('A pista dentro do aeroporto.');
    const page = await publicPage('galeao');
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({
      titulo: 'Stock Car no Galeão',
      fatos: [{ rotulo: 'Extensão', valor: '3,3 km' }],
      secoes: [{ titulo: 'A pista', texto: '<p>Reta longa.</p>' }],
    });
  });

  it('refuses bad input with Portuguese field messages, and a second row for one page', async () => {
    const res = await send('POST', '/paginas-evento', {
      pagina: 'interlagos',
      chamada: '',
      titulo: 'X',
      linhaFina: '',
      cena: 'lua',
      descricaoCena: '',
      secoes: [],
      relacionados: [{ rotulo: 'Fora', href: 'https://outro.example' }],
    });
    expect(res.statusCode).toBe(400);
    const byPath = Object.fromEntries(
      res.json().errors.map((e: { path: string; message: string }) => [e.path, e.message]),
    );
    expect(byPath).toMatchObject({
      'body.pagina': 'Escolha a página de evento.',
      'body.chamada': 'Informe a chamada acima do título.',
      'body.titulo': 'Informe o título da página (pelo menos 3 caracteres).',
      'body.cena': 'Escolha a ilustração da página.',
      'body.secoes': 'Escreva pelo menos uma seção.',
      'body.relacionados.0.href': 'Use um endereço deste site, começando com /.',
    });
    const again = await send('POST', '/paginas-evento', { ...PAGE, pagina: 'historia-bh' });
    expect(again.statusCode).toBe(400);
    expect(again.json().errors).toEqual([
      { path: 'body.pagina', message: 'Esta página de evento já existe.' },
    ]);
  });

  it('deletes with the version read, audited; the site then answers 404, and a new one is created', async () => {
    const id = await idOf('buenos-aires');
    expect((await send('DELETE', `/paginas-evento/${id}?versao=9`)).statusCode).toBe(409);
    expect((await send('DELETE', `/paginas-evento/${id}?versao=1`)).statusCode).toBe(204);
    expect((await lastAudit(id))?.acao).toBe('excluir');
    const gone = await publicPage('buenos-aires');
    expect(gone.statusCode).toBe(404);
    expect(gone.json().detail).toBe('Página de evento não encontrada.');
    const created = await send('POST', '/paginas-evento', {
      ...PAGE,
      pagina: 'buenos-aires',
      cena: 'buenos-aires',
    });
    expect(created.statusCode).toBe(201);
    expect((await lastAudit(created.json().id))?.acao).toBe('criar');
    expect((await publicPage('buenos-aires')).json().cena).toBe('buenos-aires');
  });
});

describe('GET /PaginaEvento/{pagina}', () => {
  it('answers the seeded page as the site launched it, and 400 for a page that does not exist', async () => {
    const res = await publicPage('historia-bh');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.json()).toMatchObject({
      titulo: 'Belo Horizonte entra na pista',
      cena: 'archive',
      fatos: [],
      tags: ['PRO SERIES', 'Belo Horizonte', 'BH Stock Festival', 'Pampulha', 'História'],
      relacionados: [{ rotulo: 'O BH Stock Festival', href: '/stockcar/proseries/belo-horizonte' }],
    });
    expect(res.json().secoes[0].texto).toMatch(/^<p>Minas Gerais é um dos grandes polos/);
    expect((await publicPage('interlagos')).statusCode).toBe(400);
    const noKey = await ctx.t.app.inject({ method: 'GET', url: '/api/v1/PaginaEvento/galeao' });
    expect(noKey.statusCode).toBe(401);
  });
});
