import { describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import * as s from '../../db/schema/index.ts';
import { anon } from '../../../test/club.ts';
import { createB2BProduto } from '../../../test/factories.ts';
import { staffHeaders } from '../../../test/staff.ts';
import { setupClub, type ClubContext } from '../../../test/club.ts';

let ctx: ClubContext;
let comercial: Record<string, string>;
let produtoId: number;
setupClub({}, async (c) => {
  ctx = c;
  comercial = (await staffHeaders(c.t, 'commercial')).headers;
  produtoId = (await createB2BProduto(c.t.db, { nome: 'Camarote Interlagos' })).id;
});

const send = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  headers = comercial,
) => ctx.t.app.inject({ method, url: `/api/v1/admin${url}`, headers, payload });

const audits = (entidade: string, entidadeId: number) =>
  ctx.t.db
    .select()
    .from(s.auditoria)
    .where(and(eq(s.auditoria.entidade, entidade), eq(s.auditoria.entidadeId, String(entidadeId))))
    .orderBy(desc(s.auditoria.id));

async function publicProposal(nomeEmpresa: string, interesse = 'camarote-coorporativo') {
  const res = await ctx.t.app.inject({
    method: 'POST',
    url: '/api/v1/B2B/Proposta',
    headers: anon(),
    payload: {
      idProduto: produtoId,
      nomeEmpresa,
      nomeResponsavel: 'Ana Souza',
      cargo: 'Diretora',
      email: 'ana@acme.com.br',
      celular: '(11) 98765-4321',
      interesse,
      objetivoNetworking: true,
      objetivoOutros: true,
      objetivoOutrosDescricao: 'Lançamento',
    },
  });
  expect(res.statusCode).toBe(201);
  return res.json().id as number;
}

const publicProducts = async () =>
  (await ctx.t.app.inject({ method: 'GET', url: '/api/v1/B2B/Produto', headers: anon() })).json();

describe('B2B proposals on the commercial desk', () => {
  it('lists proposals with their product, filters, status, notes and CSV', async () => {
    const acme = await publicProposal('Acme Logística');
    const boreal = await publicProposal('Boreal Pneus', 'grid-experience');
    const list = await send('GET', '/propostas');
    expect(list.statusCode).toBe(200);
    expect(list.json().total).toBe(2);
    expect(list.json().itens[1]).toMatchObject({
      id: acme,
      produtoId,
      produtoNome: 'Camarote Interlagos',
      nomeEmpresa: 'Acme Logística',
      interesse: 'camarote-coorporativo',
      objetivos: expect.arrayContaining([expect.any(String)]),
      objetivoOutrosDescricao: 'Lançamento',
      status: 'novo',
      notas: 0,
      versao: 1,
    });
    expect((await send('GET', '/propostas?interesse=grid-experience')).json().itens).toEqual([
      expect.objectContaining({ id: boreal }),
    ]);
    expect((await send('GET', `/propostas?produtoId=${produtoId}`)).json().total).toBe(2);
    expect((await send('GET', '/propostas?q=boreal')).json().total).toBe(1);
    expect((await send('GET', '/propostas?porPagina=1&pagina=2')).json().itens).toEqual([
      expect.objectContaining({ id: acme }),
    ]);

    const won = await send('PUT', `/propostas/${acme}/status`, { status: 'ganho', versao: 1 });
    expect(won.json()).toMatchObject({ status: 'ganho', versao: 2 });
    expect(
      (await send('PUT', `/propostas/${acme}/status`, { status: 'perdido', versao: 1 })).statusCode,
    ).toBe(409);
    expect(
      (await send('POST', `/propostas/${acme}/notas`, { texto: 'Contrato assinado.' })).statusCode,
    ).toBe(201);
    expect((await audits('b2b-proposta', acme)).map((a) => a.acao)).toEqual(['nota', 'status']);

    const csv = await send('GET', '/propostas/exportar?status=ganho');
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = csv.rawPayload.toString('utf8').slice(1).trimEnd().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(
      /;Ganho;Camarote Interlagos;Acme Logística;Ana Souza;.*;Lançamento;1$/,
    );
  });
});

describe('B2B products', () => {
  const input = {
    nome: 'Grid Experience',
    imagem: '/media/imagens/grid/640.jpg',
    imagemAlt: 'Convidados no grid',
    descricao: 'Acesso ao grid antes da largada.',
    conteudo: '<p>Inclui visita aos boxes.</p>',
    dataInicio: '2026-03-01',
    dataFim: '2026-12-10',
    local: 'Autódromo',
    cidade: 'Goiânia',
    uf: 'go',
    ativo: true,
    ordem: 2,
  };

  it('creates a product the public list shows, edits it over its version, hides it when inactive', async () => {
    const created = await send('POST', '/b2b', input);
    expect(created.statusCode).toBe(201);
    const { id } = created.json();
    expect(created.json()).toMatchObject({ ...input, uf: 'GO', id, versao: 1 });
    expect(await publicProducts()).toContainEqual(
      expect.objectContaining({ idProduto: id, nome: 'Grid Experience', uf: 'GO' }),
    );
    expect((await send('GET', '/b2b?q=grid')).json()).toMatchObject({ total: 1 });
    expect((await send('GET', '/b2b?ativo=true&ordem=nome&direcao=asc')).json().total).toBe(2);

    const inactive = await send('PUT', `/b2b/${id}`, { ...input, ativo: false, versao: 1 });
    expect(inactive.json()).toMatchObject({ ativo: false, versao: 2 });
    expect((await publicProducts()).map((p: { idProduto: number }) => p.idProduto)).not.toContain(
      id,
    );
    expect((await send('PUT', `/b2b/${id}`, { ...input, versao: 1 })).statusCode).toBe(409);
    expect((await send('GET', '/b2b?ativo=false')).json().itens).toEqual([
      expect.objectContaining({ id }),
    ]);
    expect((await audits('b2b-produto', id)).map((a) => a.acao)).toEqual(['editar', 'criar']);
  });

  it('refuses bad input with Portuguese field messages and saves nothing', async () => {
    const before = (await send('GET', '/b2b')).json().total;
    const empty = await send('POST', '/b2b', { ...input, nome: '', uf: 'Goiás', ordem: -1 });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual(
      expect.arrayContaining([
        { path: 'body.nome', message: 'Campo obrigatório.' },
        { path: 'body.uf', message: 'Use a sigla do estado (duas letras).' },
        { path: 'body.ordem', message: 'A ordem não pode ser negativa.' },
      ]),
    );
    const noAlt = await send('POST', '/b2b', { ...input, imagemAlt: '' });
    expect(noAlt.json().errors).toEqual([
      { path: 'body.imagemAlt', message: 'Descreva a imagem (texto alternativo).' },
    ]);
    const backwards = await send('POST', '/b2b', { ...input, dataFim: '2026-01-01' });
    expect(backwards.json().errors).toEqual([
      { path: 'body.dataFim', message: 'O fim não pode ser antes do início.' },
    ]);
    expect((await send('GET', '/b2b')).json().total).toBe(before);
  });
});
