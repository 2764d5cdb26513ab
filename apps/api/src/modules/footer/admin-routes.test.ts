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

const footerItem = {
  categoriaId: 5,
  pagina: 'politica-privacidade',
  titulo: { 'pt-br': 'Política de privacidade', en: 'Privacy policy' },
  texto: { 'pt-br': '<p>Seus dados</p>', en: '<p>Your data</p>' },
  backgroundImagem: '',
  ordem: 1,
};
const logo = {
  categoriaId: 5,
  grupo: 'patrocinador',
  nome: 'Banco Pampa',
  imagem: '/media/imagens/pampa/300.jpg',
  ordem: 1,
};

const publicFooter = async (categoria: number) =>
  (await t.get(`/api/v1/Footer/categoria/${categoria}`)).json() as {
    itemsRodape: { pagina: string; titulo: string; texto: string }[];
    patrocinadores: { nome: string; imagem: string }[];
    fornecedores: { nome: string }[];
  };

describe('footer items in the console (marketing)', () => {
  it('walks the protocol: list, search, paging, create, edit, 409, 400, delete, audit', async () => {
    await walkCrud({
      t,
      send,
      recurso: 'footer',
      entidade: 'rodape_item',
      valid: footerItem,
      search: 'privacidade',
      edit: { backgroundImagem: '/media/imagens/fundo/1200.jpg', ordem: 0 },
      invalid: { ...footerItem, pagina: 'Política Privacidade', texto: { en: 'x' } },
      errors: [
        {
          path: 'body.pagina',
          message: 'Use letras minúsculas, números e hífens (ex.: politica-privacidade).',
        },
        { path: 'body.texto.pt-br', message: 'Informe o texto.' },
      ],
    });
  });

  it('sanitises the HTML text and the public footer shows the items in order', async () => {
    const terms = await send('POST', '/footer', {
      ...footerItem,
      categoriaId: 4,
      pagina: 'termos-de-uso',
      titulo: { 'pt-br': 'Termos de uso' },
      texto: { 'pt-br': '<p onclick="x()">Regras<script>alert(1)</script></p>' },
      ordem: 2,
    });
    expect(terms.statusCode, terms.body).toBe(201);
    expect(terms.json().texto).toEqual({ 'pt-br': '<p>Regras</p>' });
    await send('POST', '/footer', { ...footerItem, categoriaId: 4, ordem: 1 });
    expect((await publicFooter(4)).itemsRodape.map((i) => i.pagina)).toEqual([
      'politica-privacidade',
      'termos-de-uso',
    ]);
    const moved = await send('PUT', `/footer/${terms.json().id}`, {
      ...terms.json(),
      ordem: 0,
    });
    expect(moved.statusCode).toBe(200);
    const footer = await publicFooter(4);
    expect(footer.itemsRodape.map((i) => i.pagina)).toEqual([
      'termos-de-uso',
      'politica-privacidade',
    ]);
    expect(footer.itemsRodape[0]?.texto).toBe('<p>Regras</p>');
  });
});

describe('sponsor logos in the console (marketing)', () => {
  it('walks the protocol: list, search, paging, create, edit, 409, 400, delete, audit', async () => {
    await walkCrud({
      t,
      send,
      recurso: 'patrocinadores',
      entidade: 'logo_parceiro',
      valid: logo,
      search: 'pampa',
      edit: { grupo: 'fornecedor', ordem: 4 },
      invalid: { ...logo, grupo: 'amigo', nome: '', imagem: 'logo.png' },
      errors: [
        {
          path: 'body.grupo',
          message: 'Escolha o grupo: montadora, patrocinador, fornecedor ou media_partner.',
        },
        { path: 'body.nome', message: 'Informe o nome (também o texto alternativo do logo).' },
        {
          path: 'body.imagem',
          message: 'Informe um endereço que comece com https://, http:// ou /.',
        },
      ],
    });
  });

  it('the public footer shows each group in order', async () => {
    const make = async (nome: string, grupo: string, ordem: number) => {
      const res = await send('POST', '/patrocinadores', {
        ...logo,
        categoriaId: 4,
        nome,
        grupo,
        ordem,
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json();
    };
    const late = await make('Tintas Curva', 'patrocinador', 2);
    await make('Banco Pampa', 'patrocinador', 1);
    await make('Pneus Serra', 'fornecedor', 0);
    let footer = await publicFooter(4);
    expect(footer.patrocinadores.map((l) => l.nome)).toEqual(['Banco Pampa', 'Tintas Curva']);
    expect(footer.fornecedores.map((l) => l.nome)).toEqual(['Pneus Serra']);

    const moved = await send('PUT', `/patrocinadores/${late.id}`, { ...late, ordem: 0 });
    expect(moved.statusCode).toBe(200);
    footer = await publicFooter(4);
    expect(footer.patrocinadores.map((l) => l.nome)).toEqual(['Tintas Curva', 'Banco Pampa']);

    const listed = await send('GET', '/patrocinadores?categoriaId=4&grupo=fornecedor');
    expect(listed.json().itens.map((l: { nome: string }) => l.nome)).toEqual(['Pneus Serra']);
    const removed = await send('DELETE', `/patrocinadores/${late.id}?versao=2`);
    expect(removed.statusCode).toBe(204);
    expect((await publicFooter(4)).patrocinadores.map((l) => l.nome)).toEqual(['Banco Pampa']);
  });
});
