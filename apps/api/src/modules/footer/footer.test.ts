import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from '../../db/schema/index.ts';
import { createCategoria } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/helper.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await createCategoria(t.db, { id: 1 });
  await createCategoria(t.db, { id: 4 });
  await createCategoria(t.db, { id: 2 });
  await t.db.insert(s.rodapeItem).values([
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
      backgroundImagem: '/media/bg.svg',
      ordem: 0,
    },
    { categoriaId: 1, pagina: 'outra', titulo: { 'pt-br': 'Outra' }, texto: { 'pt-br': '' } },
  ]);
  await t.db.insert(s.logoParceiro).values([
    { categoriaId: 4, grupo: 'montadora', nome: 'Tatuus', imagem: '/m/tatuus.svg' },
    { categoriaId: 4, grupo: 'patrocinador', nome: 'Banco Pampa', imagem: '/m/pampa.svg' },
    { categoriaId: 4, grupo: 'fornecedor', nome: 'Pneus Serra', imagem: '/m/serra.svg' },
    { categoriaId: 4, grupo: 'media_partner', nome: 'Rádio Reta', imagem: '/m/reta.svg' },
    { categoriaId: 1, grupo: 'patrocinador', nome: 'Só da Pro', imagem: '/m/pro.svg' },
  ]);
});
afterAll(() => t.close());

describe('GET /Footer/categoria/{id}', () => {
  it('answers the items in order and the four logo groups of that category only', async () => {
    const res = await t.get('/api/v1/Footer/categoria/4');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      itemsRodape: [
        {
          pagina: 'politica-privacidade',
          titulo: 'Políticas de Privacidade',
          texto: '<p>Privacidade</p>',
          backgroudImagem: '/media/bg.svg',
        },
        {
          pagina: 'termos-de-uso',
          titulo: 'Termos de Uso',
          texto: '<p>Termos</p>',
          backgroudImagem: '',
        },
      ],
      montadoras: [{ nome: 'Tatuus', imagem: '/m/tatuus.svg' }],
      patrocinadores: [{ nome: 'Banco Pampa', imagem: '/m/pampa.svg' }],
      fornecedores: [{ nome: 'Pneus Serra', imagem: '/m/serra.svg' }],
      mediaPartners: [{ nome: 'Rádio Reta', imagemPartner: '/m/reta.svg' }],
    });
  });

  it('answers English texts on formula-4 with idioma=en', async () => {
    const body = (await t.get('/api/v1/Footer/categoria/4?idioma=en')).json();
    expect(body.itemsRodape[1]).toMatchObject({ titulo: 'Terms of Use', texto: '<p>Terms</p>' });
  });

  it('answers empty groups for a category without content', async () => {
    const body = (await t.get('/api/v1/footer/categoria/2')).json();
    expect(body).toEqual({
      itemsRodape: [],
      montadoras: [],
      patrocinadores: [],
      fornecedores: [],
      mediaPartners: [],
    });
  });

  it('404s for an unknown category, 400s for a malformed id, 401s without the key', async () => {
    expect((await t.get('/api/v1/Footer/categoria/77')).statusCode).toBe(404);
    expect((await t.get('/api/v1/Footer/categoria/x')).statusCode).toBe(400);
    const res = await t.app.inject({ url: '/api/v1/Footer/categoria/4' });
    expect(res.statusCode).toBe(401);
  });
});
