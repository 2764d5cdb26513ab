import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategoria } from '../../../test/factories.ts';
import { createConsoleApp, staffHeaders } from '../../../test/staff.ts';
import { sender, walkCrud, type Send } from '../../../test/console-crud.ts';
import type { TestApp } from '../../../test/helper.ts';

let t: TestApp;
let send: Send;
beforeAll(async () => {
  t = await createConsoleApp();
  await createCategoria(t.db, { id: 4 });
  await createCategoria(t.db, { id: 5 });
  send = sender(t, (await staffHeaders(t, 'marketing')).headers);
});
afterAll(() => t.close());

const item = {
  categoriaId: 5,
  grupo: 'principal',
  titulo: { 'pt-br': 'Calendário', en: 'Calendar' },
  url: '/calendario',
  novaAba: false,
  ordem: 2,
};

describe('menus in the console (marketing)', () => {
  it('walks the protocol: list, search, paging, create, edit, 409, 400, delete, audit', async () => {
    await walkCrud({
      t,
      send,
      recurso: 'menus',
      entidade: 'menu_item',
      valid: item,
      search: 'calend',
      edit: { url: 'https://ingressos.example', novaAba: true },
      invalid: { ...item, grupo: 'lateral', titulo: {}, url: 'calendario' },
      errors: [
        { path: 'body.grupo', message: 'Escolha o grupo: superior ou principal.' },
        { path: 'body.titulo.pt-br', message: 'Informe o título.' },
        {
          path: 'body.url',
          message: 'Informe um endereço que comece com https://, http:// ou /.',
        },
      ],
    });
  });

  it('the public menu shows the items in order', async () => {
    const make = async (nome: string, ordem: number) => {
      const res = await send('POST', '/menus', {
        ...item,
        categoriaId: 4,
        titulo: { 'pt-br': nome },
        ordem,
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json();
    };
    const news = await make('Notícias', 2);
    await make('Pilotos', 1);
    const menu = async () =>
      (
        (await t.get('/api/v1/Categoria?idCategoria=4')).json() as {
          menuPrincipal: { titulo: string }[];
        }
      ).menuPrincipal.map((m) => m.titulo);
    expect(await menu()).toEqual(['Pilotos', 'Notícias']);
    const moved = await send('PUT', `/menus/${news.id}`, { ...news, ordem: 0 });
    expect(moved.statusCode).toBe(200);
    expect(await menu()).toEqual(['Notícias', 'Pilotos']);

    const filtered = await send(
      'GET',
      '/menus?categoriaId=4&grupo=principal&ordem=ordem&direcao=asc',
    );
    expect(
      filtered.json().itens.map((m: { titulo: { 'pt-br': string } }) => m.titulo['pt-br']),
    ).toEqual(['Notícias', 'Pilotos']);
  });
});
