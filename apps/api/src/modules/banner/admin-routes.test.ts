import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategoria } from '../../../test/factories.ts';
import { createConsoleApp, staffHeaders } from '../../../test/staff.ts';
import { sender, walkCrud, type Send } from '../../../test/console-crud.ts';
import type { TestApp } from '../../../test/helper.ts';

let t: TestApp;
let send: Send;
const HOUR = 3_600_000;
const at = (offset: number) => new Date(Date.now() + offset).toISOString();

beforeAll(async () => {
  t = await createConsoleApp();
  await createCategoria(t.db, { id: 4 });
  await createCategoria(t.db, { id: 5 });
  send = sender(t, (await staffHeaders(t, 'marketing')).headers);
});
afterAll(() => t.close());

const banner = {
  categoriaId: 5,
  titulo: { 'pt-br': 'Ingressos para Interlagos', en: 'Interlagos tickets' },
  link: '/ingressos',
  imagem: '/media/imagens/abc/1200.jpg',
  ativo: true,
  ordem: 3,
  inicio: null,
  fim: null,
};
const popup = {
  categoriaId: 5,
  titulo: { 'pt-br': 'Promoção da etapa' },
  link: 'https://loja.example/etapa',
  imagem: '/media/imagens/pop/1200.jpg',
  imagemMobile: '/media/imagens/pop/600.jpg',
  abrirNovaAba: true,
  ordem: 0,
  inicio: null,
  fim: null,
};

const publicBanners = async (categoria: number) =>
  ((await t.get(`/api/v1/Banner/categoria/${categoria}`)).json() as { titulo: string }[]).map(
    (b) => b.titulo,
  );

describe('banners in the console (marketing)', () => {
  it('walks the protocol: list, search, paging, create, edit, 409, 400, delete, audit', async () => {
    const updated = await walkCrud({
      t,
      send,
      recurso: 'banners',
      entidade: 'banner',
      valid: banner,
      search: 'interlagos',
      edit: { titulo: { 'pt-br': 'Ingressos de Goiânia' }, inicio: at(-HOUR), fim: at(HOUR) },
      invalid: {
        categoriaId: 0,
        titulo: { 'pt-br': '' },
        link: 'ftp://x',
        imagem: '',
        inicio: 'amanhã',
      },
      errors: [
        { path: 'body.categoriaId', message: 'Escolha a categoria.' },
        {
          path: 'body.titulo.pt-br',
          message: 'Informe o título (também o texto alternativo da imagem).',
        },
        {
          path: 'body.link',
          message: 'Informe um endereço que comece com https://, http:// ou /.',
        },
        { path: 'body.inicio', message: 'Informe data e hora válidas (ISO 8601).' },
      ],
    });
    expect(updated.titulo).toEqual({ 'pt-br': 'Ingressos de Goiânia' });
  });

  it('refuses a window that ends before it starts and a category that does not exist', async () => {
    const backwards = await send('POST', '/banners', {
      ...banner,
      inicio: at(HOUR),
      fim: at(-HOUR),
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().errors).toEqual([
      { path: 'body.fim', message: 'O fim precisa ser depois do início.' },
    ]);
    const nowhere = await send('POST', '/banners', { ...banner, categoriaId: 999 });
    expect(nowhere.statusCode).toBe(400);
    expect(nowhere.json().errors).toEqual([
      { path: 'body.categoriaId', message: 'Categoria não encontrada.' },
    ]);
  });

  it('the public list shows only active banners inside their window, in order', async () => {
    const make = async (nome: string, extra: object) => {
      const res = await send('POST', '/banners', {
        ...banner,
        categoriaId: 4,
        titulo: { 'pt-br': nome },
        ...extra,
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json();
    };
    await make('Terceiro', { ordem: 3 });
    await make('Primeiro', { ordem: 1, inicio: at(-HOUR), fim: at(HOUR) });
    await make('Segundo', { ordem: 2, fim: at(HOUR) });
    await make('Futuro', { ordem: 0, inicio: at(HOUR) });
    await make('Encerrado', { ordem: 0, fim: at(-HOUR) });
    const off = await make('Desligado', { ordem: 0, ativo: false });
    expect(await publicBanners(4)).toEqual(['Primeiro', 'Segundo', 'Terceiro']);

    const on = await send('PUT', `/banners/${off.id}`, { ...off, ativo: true });
    expect(on.statusCode).toBe(200);
    expect(await publicBanners(4)).toEqual(['Desligado', 'Primeiro', 'Segundo', 'Terceiro']);

    const titles = async (query: string) =>
      (await send('GET', `/banners?categoriaId=4&${query}`))
        .json()
        .itens.map((b: { titulo: { 'pt-br': string } }) => b.titulo['pt-br']);
    expect(await titles('janela=agendado')).toEqual(['Futuro']);
    expect(await titles('janela=encerrado')).toEqual(['Encerrado']);
    expect(await titles('janela=no-ar&ativo=true&ordem=ordem&direcao=asc')).toEqual([
      'Desligado',
      'Primeiro',
      'Segundo',
      'Terceiro',
    ]);
    const badFilter = await send('GET', '/banners?janela=sempre');
    expect(badFilter.statusCode).toBe(400);
  });
});

describe('popups in the console (marketing)', () => {
  it('walks the protocol: list, search, paging, create, edit, 409, 400, delete, audit', async () => {
    await walkCrud({
      t,
      send,
      recurso: 'popups',
      entidade: 'popup',
      valid: popup,
      search: 'promoção',
      edit: { link: '/loja', abrirNovaAba: false, ordem: 2 },
      invalid: { ...popup, imagemMobile: 'imagem.jpg', abrirNovaAba: 'sim', ordem: 1.5 },
      errors: [
        {
          path: 'body.imagemMobile',
          message: 'Informe um endereço que comece com https://, http:// ou /.',
        },
        { path: 'body.abrirNovaAba', message: 'Marque ou desmarque “abrir em nova aba”.' },
        { path: 'body.ordem', message: 'A ordem é um número inteiro.' },
      ],
    });
  });

  it('the public popup is the first in order among those inside their window', async () => {
    const publicPopup = async () =>
      (await t.get('/api/v1/Banner/Popup/4')).json() as { titulo: string } | null;
    expect(await publicPopup()).toBeNull();
    const make = async (nome: string, extra: object) => {
      const res = await send('POST', '/popups', {
        ...popup,
        categoriaId: 4,
        titulo: { 'pt-br': nome },
        ...extra,
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json();
    };
    await make('Futuro', { ordem: 0, inicio: at(HOUR) });
    await make('Encerrado', { ordem: 0, inicio: at(-2 * HOUR), fim: at(-HOUR) });
    expect(await publicPopup()).toBeNull();
    const second = await make('Segundo', { ordem: 5 });
    await make('Primeiro', { ordem: 1, inicio: at(-HOUR), fim: at(HOUR) });
    expect(await publicPopup()).toMatchObject({ titulo: 'Primeiro' });

    const moved = await send('PUT', `/popups/${second.id}`, { ...second, ordem: 0 });
    expect(moved.statusCode).toBe(200);
    expect(await publicPopup()).toMatchObject({ id: second.id, titulo: 'Segundo' });
  });
});
