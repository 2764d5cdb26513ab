import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { CATEGORIES } from '@stockcar/shared/categories';
import { createFolderStorage } from '../services/storage.ts';
import { createTestApp, type TestApp } from '../../test/helper.ts';
import { isDatabaseEmpty, seedDemo } from './index.ts';

let t: TestApp;
// The API compares stage dates with the database clock, so the seed runs at the real now.
const now = new Date();

beforeAll(async () => {
  t = await createTestApp();
  expect(await isDatabaseEmpty(t.db)).toBe(true);
  await seedDemo({
    db: t.db,
    storage: createFolderStorage(t.dataDir),
    now,
    ticketsUrl: 'https://t.example',
  });
});
afterAll(() => t.close());

describe('demo seed', () => {
  it('fills the database so a second start does not seed again', async () => {
    expect(await isDatabaseEmpty(t.db)).toBe(false);
  });

  it('creates every category with a distinct theme colour and artwork on disk', async () => {
    const themes = await Promise.all(
      CATEGORIES.map(async (c) => (await t.get(`/api/v1/Categoria/${c.id}`)).json().categoria),
    );
    expect(new Set(themes.map((c) => c.cor)).size).toBe(CATEGORIES.length);
    for (const c of themes) {
      for (const url of [c.imgLogo, c.imgCategoria, c.imgBackgroud]) {
        expect(existsSync(path.join(t.dataDir, url))).toBe(true);
      }
    }
  });

  it('gives each category menus and the two legal footer items and all four logo groups', async () => {
    for (const c of CATEGORIES.filter((c) => c.slug !== 'turismo-nacional-antigo')) {
      const menu = (await t.get(`/api/v1/Categoria?idCategoria=${c.id}`)).json();
      expect(menu.menuSuperior.length).toBe(5);
      expect(menu.menuPrincipal.length).toBeGreaterThan(5);
      const footer = (await t.get(`/api/v1/Footer/categoria/${c.id}`)).json();
      expect(footer.itemsRodape.map((i: { titulo: string }) => i.titulo)).toEqual([
        'Políticas de Privacidade',
        'Termos de Uso',
      ]);
      for (const group of ['montadoras', 'patrocinadores', 'fornecedores', 'mediaPartners']) {
        expect(footer[group].length, `${c.slug} ${group}`).toBeGreaterThan(0);
      }
    }
  });

  it('turns the ticket button on for the pro series only, with the tickets address', async () => {
    for (const c of CATEGORIES) {
      const { btnIngresso } = (await t.get(`/api/v1/Categoria/${c.id}`)).json().categoria;
      expect(btnIngresso, c.slug).toEqual(
        c.slug === 'proseries'
          ? { show: true, link: 'https://t.example' }
          : { show: false, link: '' },
      );
    }
  });

  it('writes complete legal texts: the LGPD rights, the officer, the minimum ages', async () => {
    const [privacy, terms] = (await t.get('/api/v1/Footer/categoria/1')).json().itemsRodape;
    for (const expected of ['Lei nº 13.709/2018', 'Encarregado', 'art. 18', 'ANPD', '14 anos']) {
      expect(privacy.texto).toContain(expected);
    }
    for (const expected of ['Stock Club', 'Fan Push', 'de 2 a 18 anos', 'Lei nº 8.078/1990']) {
      expect(terms.texto).toContain(expected);
    }
    // The page shows the item's title as its heading; the text does not repeat it.
    expect(privacy.texto).not.toMatch(/^<h2>/);
    const english = (await t.get('/api/v1/Footer/categoria/4?idioma=en')).json().itemsRodape;
    expect(english[0].texto).toContain('Data Protection Officer');
  });

  it('has lives, banners per category and a popup', async () => {
    expect((await t.get('/api/v1/AoVivo')).json().length).toBeGreaterThan(0);
    for (const c of CATEGORIES) {
      expect((await t.get(`/api/v1/Banner/categoria/${c.id}`)).json().length).toBeGreaterThan(0);
    }
    expect((await t.get('/api/v1/Banner/Popup/1')).json()).not.toBeNull();
  });

  it('writes 60+ news and 10+ galleries across categories and seasons, and the forms data', async () => {
    let news = 0;
    let galleries = 0;
    const seasons = new Set<string>();
    for (const c of CATEGORIES) {
      const page = (await t.get(`/api/v1/Noticias/categoria/${c.id}?tamanhoPagina=50`)).json();
      news += page.resultado.length;
      for (const n of page.resultado) seasons.add(n.dataPublicacao.slice(0, 4));
      galleries += (await t.get(`/api/v1/Noticias/categoria/${c.id}/galeria`)).json().resultado
        .length;
    }
    expect(news).toBeGreaterThanOrEqual(60);
    expect(galleries).toBeGreaterThanOrEqual(10);
    expect(seasons.size).toBeGreaterThanOrEqual(2);
    const f4 = (await t.get('/api/v1/Noticias/categoria/4?idioma=en')).json().resultado[0];
    expect(f4.titulo).toMatch(/wins race [12] of round/);
    expect((await t.get('/api/v1/B2B/Produto')).json().length).toBeGreaterThan(0);
    expect((await t.get('/api/v1/RH/Area')).json()).toHaveLength(18);
    expect((await t.get('/api/v1/RH/Depoimento')).json().length).toBeGreaterThan(2);
  });

  it('schedules the next stage of each current category, the Pro Series within a week', async () => {
    for (const c of CATEGORIES.filter((c) => c.slug !== 'turismo-nacional-antigo')) {
      const etapa = (await t.get(`/api/v1/Etapa/proxima/categoria/${c.id}`)).json();
      const days = (Date.parse(etapa.dataEtapa) - now.getTime()) / 86_400_000;
      expect(days, c.slug).toBeGreaterThan(1);
      expect(days, c.slug).toBeLessThanOrEqual(c.slug === 'proseries' ? 7 : 35);
    }
  });

  // Issue 11: the calendar is relative to the day of seeding, whatever that day is.
  it('completes last season and leaves this one partly raced, with standings and podiums', async () => {
    const year = now.getUTCFullYear();
    for (const c of CATEGORIES.filter(
      (c) => !['e-stock', 'turismo-nacional-antigo'].includes(c.slug),
    )) {
      const last = (await t.get(`/api/v1/Etapa/categoria/${c.id}?ano=${year - 1}`)).json().etapas;
      expect(last.length, c.slug).toBeGreaterThan(5);
      expect(
        last.every((e: { finalizada: boolean }) => e.finalizada),
        c.slug,
      ).toBe(true);
      const current = (await t.get(`/api/v1/Etapa/categoria/${c.id}?ano=${year}`)).json().etapas;
      const raced = current.filter(
        (e: { dataEtapa: string }) => Date.parse(e.dataEtapa) < now.getTime(),
      );
      expect(raced.length, c.slug).toBeGreaterThan(3);
      expect(current.length - raced.length, c.slug).toBeGreaterThanOrEqual(3);
      const podium = raced.at(-2)?.corridas[0];
      expect(
        [...(podium?.podio ?? []), ...(podium?.podioTurismo ?? [])].length,
        c.slug,
      ).toBeGreaterThan(0);
      const standings = (await t.get(`/api/v1/Classificacao/categoria/${c.id}/pilotos`)).json();
      expect(standings[0].pontuacao, c.slug).toBeGreaterThan(standings.at(-1).pontuacao);
    }
  });

  it('opens the Fan Push of the next Pro Series stage, and shows the last one closed', async () => {
    const vote = (await t.get('/api/v1/fanpush/votacao')).json();
    expect(vote.votacaoAberta).toBe(true);
    const next = (await t.get('/api/v1/Etapa/proxima/categoria/1')).json();
    expect(vote.idEtapaFanpush).toBe(next.idEtapa);
    expect(Date.parse(vote.dataFimVotacao)).toBe(Date.parse(next.dataEtapa));
    const winners = (await t.get('/api/v1/Fanpush/ultimos-vencedores')).json().ultimosVencedores;
    expect(winners).toHaveLength(6);
  });

  it("shows the old Turismo's stages: its seasons listed and its last one by default", async () => {
    const seasons = (await t.app.inject({ url: '/temporadas.json?categoria=5' })).json();
    expect(seasons).toEqual([now.getUTCFullYear() - 3]);
    const stages = (await t.get('/api/v1/Etapa/categoria/5')).json().etapas;
    expect(stages.length).toBeGreaterThan(0);
  });

  it('numbers the English formula-4 rounds within their season', async () => {
    const page = (await t.get('/api/v1/Noticias/categoria/4?idioma=en&tamanhoPagina=50')).json();
    const rounds = page.resultado.map((n: { titulo: string }) =>
      Number(/round (\d+)/.exec(n.titulo)?.[1]),
    );
    expect(Math.max(...rounds)).toBeLessThanOrEqual(8);
    expect(Math.min(...rounds)).toBe(1);
  });
});
