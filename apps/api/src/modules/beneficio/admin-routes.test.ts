import { describe, expect, it } from 'vitest';
import { CONFLITO, setupClubConsole } from '../../../test/admin-clube.ts';

const c = setupClubConsole();

const PDF = Buffer.from('%PDF-1.4\n% brinde\n');

describe('gifts in the console (club)', () => {
  let id = 0;
  let gift: Record<string, unknown> = {};

  it('creates a gift over an uploaded file, audited; members list and download it', async () => {
    const arquivo = await c.ctx.t.app.storage.putPrivate('brindes/papel-de-parede.pdf', PDF);
    gift = {
      nome: 'Papel de parede 2026',
      urlImagem: '/media/imagens/k1/640.jpg',
      textoAlternativo: 'Carro da Stock em Interlagos',
      arquivo,
      nomeArquivo: 'papel-de-parede.pdf',
      tipoConteudo: 'application/pdf',
      ativo: true,
      ordem: 0,
    };
    const res = await c.send('POST', '/brindes', gift);
    expect(res.statusCode).toBe(201);
    id = res.json().id;
    expect(res.json()).toMatchObject({
      ...gift,
      versao: 1,
      urlDownload: `/api/v1/Beneficio/${id}/Download`,
    });
    expect(await c.lastAudit()).toMatchObject({ entidade: 'brinde', acao: 'criar', papel: 'club' });
    const list = await c.asMember('GET', '/Beneficio');
    expect(list.json()).toContainEqual({
      id,
      nome: 'Papel de parede 2026',
      urlImagem: '/media/imagens/k1/640.jpg',
    });
    const file = await c.asMember('GET', `/Beneficio/${id}/Download`);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(PDF)).toBe(true);
  });

  it('refuses bad input and a file that was never uploaded, in Portuguese', async () => {
    const bad = await c.send('POST', '/brindes', {
      ...gift,
      nome: '',
      textoAlternativo: ' ',
      tipoConteudo: 'application/zip',
      arquivo: '../segredo',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual(
      expect.arrayContaining([
        { path: 'body.nome', message: 'Informe o nome.' },
        { path: 'body.textoAlternativo', message: 'Informe o texto alternativo da imagem.' },
        { path: 'body.tipoConteudo', message: 'O arquivo deve ser PNG, SVG ou PDF.' },
        { path: 'body.arquivo', message: 'O arquivo do brinde é inválido.' },
      ]),
    );
    const missing = await c.send('POST', '/brindes', { ...gift, arquivo: 'brindes/nada.pdf' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual([
      {
        path: 'body.arquivo',
        message: 'O arquivo do brinde não foi encontrado. Envie o arquivo de novo.',
      },
    ]);
  });

  it('lists with search, filter and paging', async () => {
    const res = await c.send(
      'GET',
      '/brindes?q=parede&ativo=true&porPagina=1&ordem=nome&direcao=asc',
    );
    expect(res.json()).toMatchObject({ total: 1, itens: [{ id }] });
    expect((await c.send('GET', '/brindes?ativo=false')).json().total).toBe(0);
  });

  it('takes a gift off (hidden from members), 409 on a stale version, deletes, audited', async () => {
    const off = await c.send('PUT', `/brindes/${id}`, { ...gift, ativo: false, versao: 1 });
    expect(off.statusCode).toBe(200);
    expect(off.json().versao).toBe(2);
    const stale = await c.send('PUT', `/brindes/${id}`, { ...gift, versao: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().detail).toBe(CONFLITO);
    expect(await c.lastAudit()).toMatchObject({ acao: 'editar', entidadeId: String(id) });
    const list = await c.asMember('GET', '/Beneficio');
    expect(list.json().map((g: { id: number }) => g.id)).not.toContain(id);
    expect((await c.send('DELETE', `/brindes/${id}?versao=2`)).statusCode).toBe(204);
    expect(await c.lastAudit()).toMatchObject({ acao: 'excluir', entidade: 'brinde' });
  });
});
