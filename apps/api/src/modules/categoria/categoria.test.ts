import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategoria, createMenuItem } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/helper.ts';

let t: TestApp;
let pro: Awaited<ReturnType<typeof createCategoria>>;
let f4: Awaited<ReturnType<typeof createCategoria>>;

beforeAll(async () => {
  t = await createTestApp();
  pro = await createCategoria(t.db, { id: 1, slug: 'proseries', cor: '#ffc20e' });
  f4 = await createCategoria(t.db, {
    id: 4,
    slug: 'formula-4',
    cor: '#2f7bff',
    nome: { 'pt-br': 'Fórmula 4 Brasil', en: 'Formula 4 Brazil' },
    texto: { 'pt-br': '<p>Sobre</p>', en: '<p>About</p>' },
  });
  await createMenuItem(t.db, {
    categoriaId: 1,
    grupo: 'superior',
    titulo: { 'pt-br': 'PRO' },
    ordem: 0,
  });
  await createMenuItem(t.db, {
    categoriaId: 4,
    grupo: 'superior',
    titulo: { 'pt-br': 'F4' },
    ordem: 1,
  });
  await createMenuItem(t.db, {
    categoriaId: 1,
    grupo: 'principal',
    titulo: { 'pt-br': 'Etapas' },
    url: '/stockcar/proseries/etapa',
  });
  await createMenuItem(t.db, {
    categoriaId: 4,
    grupo: 'principal',
    titulo: { 'pt-br': 'Etapas', en: 'Rounds' },
    url: 'https://ingressos.example.com',
    novaAba: true,
  });
});
afterAll(() => t.close());

describe('GET /Categoria (menus)', () => {
  it('answers every category symbol and the main menu of the asked category only', async () => {
    const res = await t.get('/api/v1/Categoria?idCategoria=4');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.menuSuperior.map((m: { titulo: string }) => m.titulo)).toEqual(['PRO', 'F4']);
    expect(body.menuPrincipal).toEqual([
      { idCategoria: 4, titulo: 'Etapas', url: 'https://ingressos.example.com', target: '_blank' },
    ]);
  });

  it('defaults to the pro series menu (category id 1)', async () => {
    const res = await t.get('/api/v1/Categoria');
    expect(res.json().menuPrincipal).toEqual([
      { idCategoria: 1, titulo: 'Etapas', url: '/stockcar/proseries/etapa', target: '_self' },
    ]);
  });

  it('answers English titles on formula-4 with idioma=en', async () => {
    const res = await t.get('/api/v1/Categoria?idCategoria=4&idioma=en');
    expect(res.json().menuPrincipal[0].titulo).toBe('Rounds');
  });

  it('404s for an unknown category and 400s for a malformed one', async () => {
    expect((await t.get('/api/v1/Categoria?idCategoria=999')).statusCode).toBe(404);
    const bad = await t.get('/api/v1/Categoria?idCategoria=abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.headers['content-type']).toContain('application/problem+json');
  });
});

describe('GET /Categoria/{id}', () => {
  it('answers the category with its theme under the spec field names', async () => {
    const res = await t.get('/api/v1/Categoria/1');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      categoria: {
        idCategoria: 1,
        tag: pro.tag,
        cor: '#ffc20e',
        backGround: pro.background,
        corFonte: pro.corFonte,
        imgLogo: pro.imgLogo,
        imgCategoria: pro.imgFavicon,
        imgBackgroud: pro.imgBackground,
        nomeCategoria: pro.nome['pt-br'],
        texto: pro.texto['pt-br'],
        btnIngresso: { show: false, link: '' },
      },
    });
  });

  it("turns the ticket button on with the link of the category's 'Ingressos' menu item", async () => {
    await createCategoria(t.db, { id: 6, slug: 'turismo-nacional' });
    await createMenuItem(t.db, {
      categoriaId: 6,
      grupo: 'principal',
      titulo: { 'pt-br': 'Pilotos' },
    });
    await createMenuItem(t.db, {
      categoriaId: 6,
      grupo: 'principal',
      titulo: { 'pt-br': 'INGRESSOS', en: 'Tickets' },
      url: 'https://ingressos.example.com/turismo',
      novaAba: true,
    });
    const turismo = (await t.get('/api/v1/Categoria/6?idioma=en')).json().categoria;
    expect(turismo.btnIngresso).toEqual({
      show: true,
      link: 'https://ingressos.example.com/turismo',
    });
    // Formula-4's menu links to a ticketing site under another title: no ticket button.
    const f4Button = (await t.get('/api/v1/Categoria/4')).json().categoria.btnIngresso;
    expect(f4Button).toEqual({ show: false, link: '' });
  });

  it('picks English content for formula-4 with idioma=en and Portuguese by default', async () => {
    const en = (await t.get('/api/v1/Categoria/4?idioma=en')).json().categoria;
    expect(en.nomeCategoria).toBe('Formula 4 Brazil');
    expect(en.texto).toBe('<p>About</p>');
    const pt = (await t.get('/api/v1/Categoria/4')).json().categoria;
    expect(pt.nomeCategoria).toBe(f4.nome['pt-br']);
  });

  it('falls back to Portuguese where a category has no English', async () => {
    const res = await t.get('/api/v1/Categoria/1?idioma=EN');
    expect(res.json().categoria.nomeCategoria).toBe(pro.nome['pt-br']);
  });

  it('refuses an unknown language with a Portuguese detail', async () => {
    const res = await t.get('/api/v1/Categoria/1?idioma=fr');
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe("Idioma inválido: use 'pt-br' ou 'en'.");
  });

  it('404s as problem+json for an unknown id', async () => {
    const res = await t.get('/api/v1/Categoria/999');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json()).toMatchObject({ status: 404, detail: 'Categoria não encontrada.' });
  });

  it.each(['abc', '0', '-3', '1.5', '99999999999'])('400s for the malformed id %s', async (id) => {
    const res = await t.get(`/api/v1/Categoria/${id}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe('Identificador inválido: informe um número inteiro positivo.');
  });

  it('matches the route in any letter case, as the spec mixes them', async () => {
    expect((await t.get('/api/v1/categoria/1')).statusCode).toBe(200);
    expect((await t.get('/API/V1/CATEGORIA/1')).statusCode).toBe(200);
  });

  it('401s without the API key and with a wrong one', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/api/v1/Categoria/1' });
    expect(missing.statusCode).toBe(401);
    expect(missing.headers['content-type']).toContain('application/problem+json');
    expect(missing.json().detail).toBe('Chave de API ausente ou inválida.');
    const wrong = await t.get('/api/v1/Categoria/1', { 'x-api-key': 'nope' });
    expect(wrong.statusCode).toBe(401);
  });
});
