import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { PAPEIS, papelPode, type Papel } from '@stockcar/shared/schemas/admin/papeis';
import { CLUBE_TEXTOS } from '@stockcar/shared/schemas/admin/clube';
import { CONFLITO, setupClubConsole } from '../../../test/admin-clube.ts';
import { anon } from '../../../test/club.ts';
import { staffHeaders } from '../../../test/staff.ts';

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

describe('POST /api/v1/admin/brindes/arquivo (the gift file)', () => {
  const headersOf = new Map<Papel, Record<string, string>>();
  beforeAll(async () => {
    for (const papel of PAPEIS) headersOf.set(papel, (await staffHeaders(c.ctx.t, papel)).headers);
  });

  async function upload(
    file: { data: Buffer; name: string } | undefined,
    headers = headersOf.get('club') ?? {},
  ) {
    const form = new FormData();
    if (file) form.append('file', new Blob([file.data]), file.name);
    const request = new Request('http://localhost/', { method: 'POST', body: form });
    return c.ctx.t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/brindes/arquivo',
      headers: { ...headers, 'content-type': request.headers.get('content-type') ?? '' },
      payload: Buffer.from(await request.arrayBuffer()),
    });
  }

  const png = () =>
    sharp({ create: { width: 40, height: 20, channels: 3, background: '#c00' } })
      .png()
      .toBuffer();
  const SVG = Buffer.from(
    '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
  );

  it('keeps a PNG in private storage, audited, and a gift can use its key', async () => {
    const data = await png();
    const res = await upload({ data, name: 'Papel de Parede Interlagos.png' });
    expect(res.statusCode).toBe(201);
    const body = res.json<{ arquivo: string; nomeArquivo: string; tipoConteudo: string }>();
    expect(body).toEqual({
      arquivo: expect.stringMatching(/^brindes\/[0-9a-f-]{36}\.png$/),
      nomeArquivo: 'Papel de Parede Interlagos.png',
      tipoConteudo: 'image/png',
    });
    const stored = await c.ctx.t.app.storage.getPrivate(body.arquivo);
    expect(stored?.equals(data)).toBe(true);
    // Private: never served as media.
    const media = await c.ctx.t.app.inject({ method: 'GET', url: `/media/${body.arquivo}` });
    expect(media.statusCode).not.toBe(200);
    expect(await c.lastAudit()).toMatchObject({
      entidade: 'brinde-arquivo',
      entidadeId: body.arquivo,
      acao: 'enviar',
      papel: 'club',
      depois: { ...body, bytes: data.length },
    });
    const gift = await c.send('POST', '/brindes', {
      nome: 'Papel de parede enviado',
      urlImagem: '/media/imagens/k2/640.jpg',
      textoAlternativo: 'Carro na reta',
      ...body,
      ativo: true,
      ordem: 1,
    });
    expect(gift.statusCode).toBe(201);
    const file = await c.asMember('GET', `/Beneficio/${gift.json().id}/Download`);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.rawPayload.equals(data)).toBe(true);
  });

  it('tells the type by the bytes: an SVG and a PDF, named with their real extension', async () => {
    const svg = await upload({ data: SVG, name: 'logo.txt' });
    expect(svg.statusCode).toBe(201);
    expect(svg.json()).toMatchObject({ nomeArquivo: 'logo.svg', tipoConteudo: 'image/svg+xml' });
    const pdf = await upload({ data: PDF, name: 'C:\\fotos\\regulamento' });
    expect(pdf.json()).toMatchObject({
      arquivo: expect.stringMatching(/\.pdf$/),
      nomeArquivo: 'regulamento.pdf',
      tipoConteudo: 'application/pdf',
    });
  });

  it('answers 415 in Portuguese for another type or an SVG with scripts, keeping nothing', async () => {
    const before = await c.lastAudit();
    const jpeg = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .jpeg()
      .toBuffer();
    for (const data of [jpeg, Buffer.from('só texto\n'), Buffer.from('PK\u0003\u0004zip')]) {
      const res = await upload({ data, name: 'brinde.png' });
      expect(res.statusCode).toBe(415);
      expect(res.headers['content-type']).toContain('application/problem+json');
      expect(res.json()).toMatchObject({ status: 415, detail: CLUBE_TEXTOS.arquivoTipo });
    }
    const script = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="1" height="1"/></svg>',
    );
    const res = await upload({ data: script, name: 'logo.svg' });
    expect(res.statusCode).toBe(415);
    expect(res.json().detail).toBe(CLUBE_TEXTOS.arquivoSvgAtivo);
    expect((await c.lastAudit()).id).toBe(before.id);
  });

  it('answers 413 in Portuguese for a file over 20 MB', async () => {
    const before = await c.lastAudit();
    const big = Buffer.concat([PDF, Buffer.alloc(21 * 1024 * 1024, 0x20)]);
    const res = await upload({ data: big, name: 'grande.pdf' });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ status: 413, detail: CLUBE_TEXTOS.arquivoGrande });
    expect((await c.lastAudit()).id).toBe(before.id);
  });

  it('answers 400 with the field message when no file came', async () => {
    const res = await upload(undefined);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      errors: [{ path: 'body.file', message: CLUBE_TEXTOS.arquivoObrigatorio }],
    });
  });

  it('answers 401 without a session and 403 to the roles without the gifts area', async () => {
    const data = await png();
    expect((await upload({ data, name: 'a.png' }, anon())).statusCode).toBe(401);
    const outside = PAPEIS.filter((papel) => !papelPode(papel, 'brindes'));
    expect(outside).toEqual(['editor', 'marketing', 'commercial', 'race-control']);
    for (const papel of outside) {
      const res = await upload({ data, name: 'a.png' }, headersOf.get(papel));
      expect(res.statusCode, papel).toBe(403);
    }
    const admin = await upload({ data, name: 'a.png' }, headersOf.get('admin'));
    expect(admin.statusCode).toBe(201);
  });
});
