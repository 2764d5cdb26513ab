import { sql } from 'drizzle-orm';
import { XMLParser } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from '../../db/schema/index.ts';
import {
  createCategoria,
  createCorrida,
  createEtapa,
  createGaleria,
  createInscricao,
  createNoticia,
  recordResults,
} from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/helper.ts';
import { SITEMAP_PAGE_SIZE } from './sitemap-index.ts';

// Issue 15: the sitemaps list every public page, with lastmod where the data has a date.
const SITE = 'https://www.stockcar.test';
const W3C_DATETIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/;
const parser = new XMLParser({ isArray: (name) => name === 'url' || name === 'sitemap' });
const HOUR = 3_600_000;

let t: TestApp;
const ids = {} as Record<
  'published' | 'draft' | 'scheduled' | 'gallery' | 'backstage' | 'driver' | 'estockDriver',
  number
> &
  Record<'team' | 'raced' | 'scheduleCircuit', number>;
let published: Date;
let resultsAt: Date;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: SITE });
  await createCategoria(t.db, { id: 1, slug: 'proseries' });
  await createCategoria(t.db, { id: 2, slug: 'e-stock' });
  await createCategoria(t.db, { id: 4, slug: 'formula-4' });
  const temporada = new Date().getUTCFullYear();

  const article = await createNoticia(t.db, { categoriaId: 1 });
  ids.published = article.id;
  published = article.dataPublicacao;
  ids.draft = (await createNoticia(t.db, { categoriaId: 1, status: 'rascunho' })).id;
  ids.scheduled = (
    await createNoticia(t.db, {
      categoriaId: 1,
      status: 'agendada',
      dataPublicacao: new Date(Date.now() + HOUR),
    })
  ).id;
  ids.gallery = (await createGaleria(t.db, { categoriaId: 1 })).id;
  ids.backstage = (await createGaleria(t.db, { categoriaId: 1, bastidores: true })).id;

  const entry = await createInscricao(t.db, { categoriaId: 1, temporada });
  ids.driver = entry.pilotoId;
  ids.team = entry.equipeId;
  ids.estockDriver = (await createInscricao(t.db, { categoriaId: 2, temporada })).pilotoId;

  const finished = await createEtapa(t.db, {
    categoriaId: 1,
    data: new Date(Date.now() - 10 * 24 * HOUR),
    temporada,
    finalizada: true,
  });
  ids.raced = finished.circuitoId;
  const race = await createCorrida(t.db, { etapaId: finished.id });
  await recordResults(t.db, race.id, [entry.id]);
  resultsAt = (await t.db.query.corrida.findFirst())?.oficialEm ?? new Date(0);

  const next = await createEtapa(t.db, {
    categoriaId: 1,
    data: new Date(Date.now() + 20 * 24 * HOUR),
  });
  ids.scheduleCircuit = next.circuitoId;
  await t.db
    .insert(s.programacao)
    .values({ etapaId: next.id, dia: 'Sábado', data: '2030-01-01', html: '<p>Treinos</p>' });
  // A stage to come at a circuit without a schedule: no schedule page.
  await createEtapa(t.db, { categoriaId: 1, data: new Date(Date.now() + 40 * 24 * HOUR) });

  await t.db.insert(s.paginaEvento).values({
    pagina: 'galeao',
    chamada: 'Corrida no Galeão',
    titulo: 'Galeão',
    linhaFina: 'Na pista do aeroporto',
    cena: 'airport',
    descricaoCena: 'Um avião',
    secoes: [],
  });
});
afterAll(() => t.close());

const get = (path: string) => t.app.inject({ method: 'GET', url: path });
const pathOf = (loc: string) => loc.slice(SITE.length);

interface Entry {
  loc: string;
  lastmod?: string;
}

async function sitemapIndex(): Promise<Entry[]> {
  const res = await get('/sitemap.xml');
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
  return parser.parse(res.body).sitemapindex.sitemap;
}

/** Every URL of every sitemap the index names. */
async function allUrls(): Promise<Entry[]> {
  const urls: Entry[] = [];
  for (const sitemap of await sitemapIndex()) {
    const res = await get(pathOf(sitemap.loc));
    expect(res.statusCode, sitemap.loc).toBe(200);
    urls.push(...parser.parse(res.body).urlset.url);
  }
  return urls;
}

describe('GET /sitemap.xml and its sitemaps', () => {
  it('is a sitemap index of the pages, then each category’s news and galleries', async () => {
    const index = await sitemapIndex();
    expect(index.map((entry) => pathOf(entry.loc))).toEqual([
      '/sitemaps/paginas.xml',
      '/sitemaps/proseries/noticias-1.xml',
      '/sitemaps/proseries/galerias-1.xml',
    ]);
    for (const entry of index) expect(entry.lastmod).toMatch(W3C_DATETIME);
    expect(index[1]?.lastmod).toBe(published.toISOString().replace(/\.\d{3}Z$/, 'Z'));
  });

  it('lists published news and public galleries, never drafts, schedules or backstage', async () => {
    const locs = (await allUrls()).map((entry) => pathOf(entry.loc));
    expect(locs).toContain(`/stockcar/proseries/noticia/${ids.published}`);
    expect(locs).toContain(`/stockcar/proseries/galeria/${ids.gallery}`);
    for (const hidden of [
      `/stockcar/proseries/noticia/${ids.draft}`,
      `/stockcar/proseries/noticia/${ids.scheduled}`,
      `/stockcar/proseries/galeria/${ids.backstage}`,
    ]) {
      expect(locs).not.toContain(hidden);
    }
  });

  it('lists every category’s pages and the details its lists link to', async () => {
    const locs = (await allUrls()).map((entry) => pathOf(entry.loc));
    for (const slug of ['proseries', 'e-stock', 'formula-4']) {
      expect(locs).toEqual(
        expect.arrayContaining([
          `/stockcar/${slug}`,
          `/stockcar/${slug}/etapa`,
          `/stockcar/${slug}/classificacao`,
          `/stockcar/${slug}/novidade`,
          `/stockcar/${slug}/programacao/`,
          `/stockcar/${slug}/corporativa-b2b`,
          `/stockcar/${slug}/politica-privacidade`,
        ]),
      );
    }
    expect(locs).toEqual(
      expect.arrayContaining([
        `/stockcar/proseries/piloto/${ids.driver}`,
        `/stockcar/proseries/equipe/${ids.team}`,
        `/stockcar/proseries/circuito/${ids.raced}`,
        `/stockcar/proseries/programacao/${ids.scheduleCircuit}`,
        '/stockcar/proseries/hall-of-fame',
        '/stockcar/proseries/galeao',
        '/stockclub/cadastro',
      ]),
    );
    // e-stock's driver cards link nowhere (public-site.md §2.5); event pages are the pro series'.
    expect(locs).not.toContain(`/stockcar/e-stock/piloto/${ids.estockDriver}`);
    expect(locs).not.toContain('/stockcar/e-stock/galeao');
    expect(locs.filter((loc) => /\/programacao\/\d/.test(loc))).toEqual([
      `/stockcar/proseries/programacao/${ids.scheduleCircuit}`,
    ]);
    expect(new Set(locs).size).toBe(locs.length);
  });

  it('lists formula-4’s pages in both languages, each naming the other (decision 0030)', async () => {
    const locs = (await allUrls()).map((entry) => pathOf(entry.loc));
    expect(locs).toEqual(
      expect.arrayContaining([
        '/stockcar/formula-4/etapa',
        '/stockcar/formula-4/etapa?idioma=en',
        '/stockcar/formula-4?idioma=en',
      ]),
    );
    expect(locs.some((loc) => loc.includes('idioma') && !loc.includes('formula-4'))).toBe(false);

    const withLinks = new XMLParser({ ignoreAttributes: false, isArray: (name) => name === 'url' });
    const urls: { loc: string; 'xhtml:link'?: Record<string, string>[] }[] = withLinks.parse(
      (await get('/sitemaps/paginas.xml')).body,
    ).urlset.url;
    const linksOf = (path: string) =>
      urls
        .find((url) => url.loc === SITE + path)
        ?.['xhtml:link']?.map((link) => [link['@_hreflang'], link['@_href']]);
    const versions = [
      ['pt-BR', `${SITE}/stockcar/formula-4/etapa`],
      ['en', `${SITE}/stockcar/formula-4/etapa?idioma=en`],
      ['x-default', `${SITE}/stockcar/formula-4/etapa`],
    ];
    expect(linksOf('/stockcar/formula-4/etapa')).toEqual(versions);
    expect(linksOf('/stockcar/formula-4/etapa?idioma=en')).toEqual(versions);
    expect(linksOf('/stockcar/proseries/etapa')).toBeUndefined();
  });

  it('leaves out member pages, the console and the API', async () => {
    const locs = (await allUrls()).map((entry) => pathOf(entry.loc));
    const private_ = locs.filter((loc) => /^\/(stockclub|admin|api)\//.test(loc));
    expect(private_.sort()).toEqual(['/stockclub/cadastro', '/stockclub/login']);
    expect(locs.some((loc) => /stock-quiz|start-quiz|fanpush-tv/.test(loc))).toBe(false);
  });

  it('dates pages by what they show: articles, news lists, standings follow results', async () => {
    const urls = await allUrls();
    const lastmodOf = (path: string) => urls.find((u) => pathOf(u.loc) === path)?.lastmod;
    for (const url of urls) if (url.lastmod) expect(url.lastmod).toMatch(W3C_DATETIME);
    const w3c = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z');
    expect(lastmodOf(`/stockcar/proseries/noticia/${ids.published}`)).toBe(w3c(published));
    expect(lastmodOf('/stockcar/proseries/classificacao')).toBe(w3c(resultsAt));
    expect(lastmodOf(`/stockcar/proseries/piloto/${ids.driver}`)).toBe(w3c(resultsAt));
    // The home shows news and results: the newer of the two.
    expect(lastmodOf('/stockcar/proseries')).toBe(
      w3c(resultsAt > published ? resultsAt : published),
    );
    // No date in the data, no lastmod.
    expect(lastmodOf('/stockcar/proseries/termos-de-uso')).toBeUndefined();
  });

  it(`pages a category's news by ${SITEMAP_PAGE_SIZE}, oldest first`, async () => {
    await t.db.execute(sql`
      insert into noticia (categoria_id, titulo, texto, data_publicacao)
      select 4, '{"pt-br": "Em massa"}', '{"pt-br": "<p>Texto</p>"}',
             timestamptz '2020-01-01' + n * interval '1 minute'
      from generate_series(1, ${SITEMAP_PAGE_SIZE + 1}) as n`);
    const index = (await sitemapIndex()).map((entry) => pathOf(entry.loc));
    expect(index).toEqual(
      expect.arrayContaining([
        '/sitemaps/formula-4/noticias-1.xml',
        '/sitemaps/formula-4/noticias-2.xml',
      ]),
    );
    const last = await get('/sitemaps/formula-4/noticias-2.xml');
    const [newest] = parser.parse(last.body).urlset.url as Entry[];
    expect(newest?.lastmod).toBe('2020-01-07T22:41:00Z');
    // Formula-4's articles are listed in both languages (decision 0030).
    expect((await get('/sitemaps/formula-4/noticias-1.xml')).body.match(/<url>/g)).toHaveLength(
      2 * SITEMAP_PAGE_SIZE,
    );
  });

  it('costs the same queries whatever the number of drivers (none per page)', async () => {
    const queriesOf = async (path: string) => {
      const mark = t.queries.length;
      expect((await get(path)).statusCode).toBe(200);
      return t.queries.length - mark;
    };
    const before = await queriesOf('/sitemaps/paginas.xml');
    const temporada = new Date().getUTCFullYear();
    for (let i = 0; i < 3; i += 1) await createInscricao(t.db, { categoriaId: 1, temporada });
    expect(await queriesOf('/sitemaps/paginas.xml')).toBe(before);
  });

  it('answers 404 to a sitemap that does not exist', async () => {
    for (const path of [
      '/sitemaps/proseries/noticias-2.xml',
      '/sitemaps/proseries/pilotos-1.xml',
      '/sitemaps/nada/noticias-1.xml',
      '/sitemaps/turismo-nacional/noticias-1.xml',
    ]) {
      expect((await get(path)).statusCode, path).toBe(404);
    }
  });
});
