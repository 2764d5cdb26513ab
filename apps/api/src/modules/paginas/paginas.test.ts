import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATEGORY_PAGES, CLUB_ENTRY_PAGES, categoryPagePath } from '@stockcar/shared/site-pages';
import * as schema from '../../db/schema/index.ts';
import {
  createB2BProduto,
  createCategoria,
  createCircuito,
  createEquipe,
  createEtapa,
  createGaleria,
  createInscricao,
  createNoticia,
  createPiloto,
} from '../../../test/factories.ts';
import { standInWebBuild } from '../../../test/files.ts';
import { createTestApp, type TestApp } from '../../../test/helper.ts';
import {
  canonicalOf,
  checkedJsonLd,
  expectShareHead,
  meta,
  ofType,
  titleOf,
} from '../../../test/page-head.ts';
import { LIST_PAGES } from './match.ts';

// Issues 14 and 15: every page answers HTML with its own head to any Accept header (link
// previews send */*), and a path that is no page answers 404 with the not-found page.
const SITE = 'https://www.stockcar.test';
const BOTS: Record<string, string>[] = [
  { accept: '*/*', 'user-agent': 'facebookexternalhit/1.1' },
  { accept: '*/*', 'user-agent': 'Twitterbot/1.0' },
  { accept: 'text/html' },
  {},
];
const YEAR = new Date().getUTCFullYear();
let t: TestApp;
const ids = { piloto: 0, equipe: 0, circuito: 0, noticia: 0, galeria: 0, camarote: 0 };

beforeAll(async () => {
  t = await createTestApp({ WEB_DIST_DIR: await standInWebBuild(), PUBLIC_URL: SITE });
  await createCategoria(t.db, { id: 1, slug: 'proseries', imgLogo: '/media/seed/logo-pro.svg' });
  await createCategoria(t.db, { id: 4, slug: 'formula-4' });
  const circuit = await createCircuito(t.db, { nome: 'Interlagos', cidade: 'São Paulo', uf: 'SP' });
  ids.circuito = circuit.id;
  await createEtapa(t.db, {
    categoriaId: 1,
    circuitoId: circuit.id,
    titulo: '9ª Etapa',
    data: new Date(Date.UTC(YEAR + 1, 2, 8, 17, 0)),
    temporada: YEAR,
  });
  const team = await createEquipe(t.db, {
    nome: 'Eurofarma RC',
    logo: '/media/seed/eurofarma.svg',
  });
  ids.equipe = team.id;
  const driver = await createPiloto(t.db, {
    nome: 'Daniel',
    sobrenome: 'Serra',
    imagem: '/media/seed/serra.svg',
  });
  ids.piloto = driver.id;
  await createInscricao(t.db, {
    categoriaId: 1,
    temporada: YEAR,
    pilotoId: driver.id,
    equipeId: team.id,
  });
  ids.noticia = (
    await createNoticia(t.db, {
      categoriaId: 1,
      titulo: { 'pt-br': 'Pole "histórica" em Interlagos' },
      texto: { 'pt-br': '<p>Primeiro <strong>parágrafo</strong> da notícia.</p><p>Segundo.</p>' },
      imagem: '/media/seed/noticia-1.svg',
    })
  ).id;
  ids.galeria = (
    await createGaleria(t.db, { categoriaId: 1, titulo: { 'pt-br': 'Largada' } }, 2)
  ).id;
  ids.camarote = (await createB2BProduto(t.db, { nome: 'Camarote Vip' })).id;
  await t.db.insert(schema.paginaEvento).values({
    pagina: 'galeao',
    chamada: 'Evento',
    titulo: 'Stock Car no Galeão',
    linhaFina: 'A corrida na pista do aeroporto.',
    cena: 'airport',
    descricaoCena: 'Aviões',
    secoes: [],
  });
});
afterAll(() => t.close());

const open = (url: string, headers: Record<string, string> = { accept: '*/*' }) =>
  t.app.inject({ method: 'GET', url, headers });

async function page(url: string, headers?: Record<string, string>) {
  const res = await open(url, headers);
  expect(res.statusCode, url).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/html/);
  expectShareHead(res.body, SITE);
  return { res, html: res.body, ld: checkedJsonLd(res.body) };
}

const breadcrumbNames = (ld: ReturnType<typeof checkedJsonLd>) =>
  (ofType(ld, 'BreadcrumbList')[0]?.itemListElement as { name: string }[]).map((i) => i.name);

describe('the pages about one row, to link previews', () => {
  it.each(BOTS)('a driver: name, team, profile, Person (%o)', async (headers) => {
    const { html, ld } = await page(`/stockcar/proseries/piloto/${ids.piloto}`, headers);
    expect(titleOf(html)).toBe('Daniel Serra | Stock Car Pro Series');
    expect(meta(html, 'description')[0]).toContain('Daniel Serra, piloto da equipe Eurofarma RC');
    expect(meta(html, 'og:type')).toEqual(['profile']);
    expect(meta(html, 'og:image')[0]).toBe(`${SITE}/og/seed/serra.svg.jpg`);
    expect(canonicalOf(html)).toBe(`${SITE}/stockcar/proseries/piloto/${ids.piloto}`);
    const person = ofType(ld, 'Person')[0];
    expect(person).toMatchObject({ name: 'Daniel Serra', memberOf: { name: 'Eurofarma RC' } });
    expect(breadcrumbNames(ld)).toEqual(['Stock Car Pro Series', 'Pilotos', 'Daniel Serra']);
  });

  it('a team: SportsTeam with its drivers', async () => {
    const { html, ld } = await page(`/stockcar/proseries/equipe/${ids.equipe}`);
    expect(titleOf(html)).toBe('Eurofarma RC | Stock Car Pro Series');
    expect(ofType(ld, 'SportsTeam')[0]).toMatchObject({ athlete: [{ name: 'Daniel Serra' }] });
    expect(meta(html, 'og:image')[0]).toBe(`${SITE}/og/seed/eurofarma.svg.jpg`);
  });

  it("a circuit: name and city, and its next stage as a SportsEvent with Brasília's offset", async () => {
    const { html, ld } = await page(`/stockcar/proseries/circuito/${ids.circuito}`);
    expect(titleOf(html)).toBe('Interlagos | Stock Car Pro Series');
    expect(meta(html, 'description')[0]).toContain('Interlagos, em São Paulo - SP');
    const [event] = ofType(ld, 'SportsEvent');
    expect(event).toMatchObject({
      startDate: `${YEAR + 1}-03-08T14:00:00-03:00`,
      endDate: `${YEAR + 1}-03-08T16:00:00-03:00`,
      location: {
        name: 'Interlagos',
        address: { addressLocality: 'São Paulo', addressRegion: 'SP' },
      },
      organizer: { '@type': 'Organization', name: 'Stock Car Pro Series' },
    });
  });

  it("the stage schedule: the circuit's next stage", async () => {
    const { html, ld } = await page(`/stockcar/proseries/programacao/${ids.circuito}`);
    expect(titleOf(html)).toBe('Programação · Interlagos | Stock Car Pro Series');
    expect(meta(html, 'description')[0]).toContain('9ª Etapa em Interlagos');
    expect(ofType(ld, 'SportsEvent')).toHaveLength(1);
  });

  it('an article: headline, first paragraph once, NewsArticle, image from its row', async () => {
    const { html, ld } = await page(`/stockcar/stockcarproseries/noticia/${ids.noticia}`);
    expect(titleOf(html)).toBe('Pole &quot;histórica&quot; em Interlagos | Stock Car Pro Series');
    expect(meta(html, 'description')).toEqual(['Primeiro parágrafo da notícia.']);
    expect(meta(html, 'og:type')).toEqual(['article']);
    expect(meta(html, 'og:image')[0]).toBe(`${SITE}/og/seed/noticia-1.svg.jpg`);
    // An alias in the address: the canonical names the category by its slug.
    expect(canonicalOf(html)).toBe(`${SITE}/stockcar/proseries/noticia/${ids.noticia}`);
    expect(ofType(ld, 'NewsArticle')[0]).toMatchObject({
      headline: 'Pole "histórica" em Interlagos',
    });
    expect(breadcrumbNames(ld)).toEqual([
      'Stock Car Pro Series',
      'Notícias',
      'Pole "histórica" em Interlagos',
    ]);
  });

  it('a gallery, a B2B product and an event page', async () => {
    const gallery = await page(`/stockcar/proseries/galeria/${ids.galeria}`);
    expect(meta(gallery.html, 'description')).toEqual(['Galeria de fotos: Largada']);
    expect(meta(gallery.html, 'og:image')[0]).toContain(`/m/g${ids.galeria}-0`);
    const b2b = await page(`/stockcar/proseries/camarotes-b2b/${ids.camarote}`);
    expect(titleOf(b2b.html)).toBe('Solicitar contato · Camarote Vip | Stock Car Pro Series');
    const event = await page('/stockcar/proseries/galeao');
    expect(meta(event.html, 'description')).toEqual(['A corrida na pista do aeroporto.']);
  });
});

describe('the pages of a category', () => {
  it('the home: Organization with the logo as the default image', async () => {
    const { html, ld } = await page('/stockcar/proseries');
    expect(titleOf(html)).toBe('Início | Stock Car Pro Series');
    expect(meta(html, 'og:image')[0]).toBe(`${SITE}/og/seed/logo-pro.svg.jpg`);
    expect(ofType(ld, 'Organization')).toHaveLength(1);
    expect(ofType(ld, 'BreadcrumbList')).toHaveLength(0);
  });

  it('the stages: one SportsEvent per stage of the season', async () => {
    const { ld } = await page('/stockcar/proseries/etapa');
    expect(ofType(ld, 'SportsEvent')).toHaveLength(1);
    expect(breadcrumbNames(ld)).toEqual(['Stock Car Pro Series', 'Etapas']);
  });

  it('every page of site-pages.ts, in every category the site holds: 200, its own title', async () => {
    for (const slug of ['proseries', 'formula-4']) {
      const titles = new Set<string>();
      for (const p of CATEGORY_PAGES) {
        const { html, ld } = await page(categoryPagePath(slug, p));
        titles.add(titleOf(html) ?? '');
        if (p !== '') expect(ofType(ld, 'BreadcrumbList'), p).toHaveLength(1);
      }
      expect(titles.size).toBe(CATEGORY_PAGES.length);
    }
    for (const url of [...CLUB_ENTRY_PAGES, '/stockcar/proseries/hall-of-fame', '/'])
      await page(url);
  });

  it('site-pages.ts is among the pages the server knows', () => {
    for (const p of CATEGORY_PAGES) expect(Object.keys(LIST_PAGES)).toContain(p.replace(/\/$/, ''));
  });

  it('formula-4 in English keeps ?idioma=en in its canonical, drops any other query', async () => {
    const en = await page('/stockcar/formula-4/classificacao?idioma=en&utm_source=x');
    expect(canonicalOf(en.html)).toBe(`${SITE}/stockcar/formula-4/classificacao?idioma=en`);
    expect(meta(en.html, 'og:locale')).toEqual(['en_US']);
    expect(titleOf(en.html)).toBe('Standings | Fórmula 4 Brasil');
    const pt = await page('/stockcar/proseries/classificacao?idioma=en&x=1');
    expect(canonicalOf(pt.html)).toBe(`${SITE}/stockcar/proseries/classificacao`);
    expect(meta(pt.html, 'og:locale')).toEqual(['pt_BR']);
  });

  it('pages kept out of search engines say so', async () => {
    const res = await open('/stockclub/meu-perfil');
    expect(res.statusCode).toBe(200);
    expect(meta(res.body, 'robots')).toEqual(['noindex']);
    expect(meta((await open('/stockcar/proseries/classificacao')).body, 'robots')).toEqual([]);
  });

  it('HEAD answers like GET, without a body', async () => {
    const res = await t.app.inject({ method: 'HEAD', url: '/stockcar/proseries/piloto' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
  });
});

describe('paths that are no page: 404 with the not-found page', () => {
  it.each([
    '/nao-existe',
    '/stockcar/nao-existe',
    '/stockcar/proseries/nao-existe',
    '/stockcar/proseries/piloto/999999',
    '/stockcar/proseries/piloto/abc',
    '/stockcar/proseries/equipe/999999',
    '/stockcar/proseries/circuito/999999',
    '/stockcar/proseries/noticia/999999',
    '/stockcar/proseries/galeria/999999',
    '/stockcar/proseries/camarotes-b2b/999999',
    '/stockcar/formula-4/galeao',
    '/stockcar/proseries/buenos-aires',
    '/stockclub/nao-existe',
  ])('%s', async (url) => {
    for (const headers of BOTS) {
      const res = await open(url, headers);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(meta(res.body, 'robots')).toEqual(['noindex']);
      expect(titleOf(res.body)).toBe('Página não encontrada | Stock Car');
      expect(meta(res.body, 'description')).toHaveLength(1);
      expect(res.body).toContain('id="runtime-config"');
    }
  });

  it('the API and missing files keep their problem+json 404', async () => {
    for (const url of ['/api/v1/nao-existe', '/assets/nao-existe.js']) {
      const res = await open(url);
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    }
  });
});
