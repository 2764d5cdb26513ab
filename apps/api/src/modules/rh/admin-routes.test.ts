import { describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import * as s from '../../db/schema/index.ts';
import { anon } from '../../../test/club.ts';
import { PDF_BYTES } from '../../../test/files.ts';
import { candidateForm } from '../../../test/rh.ts';
import { present, staffHeaders } from '../../../test/staff.ts';
import { setupClub, type ClubContext } from '../../../test/club.ts';

let ctx: ClubContext;
let comercial: Record<string, string>;
let areaId: number;
setupClub({}, async (c) => {
  ctx = c;
  comercial = (await staffHeaders(c.t, 'commercial')).headers;
  const [area] = await c.t.db.insert(s.rhArea).values({ nome: 'Engenharia', ordem: 0 }).returning();
  areaId = present(area).id;
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

/** A candidate saved by the public form, with its CV in private storage when asked. */
async function candidate(nome: string, cv?: { name: string; data: Buffer; mime: string }) {
  const [row] = await ctx.t.db
    .insert(s.candidato)
    .values({ ...candidateForm(areaId), nome, areaId })
    .returning();
  const saved = present(row);
  if (cv) {
    const key = await ctx.t.app.storage.putPrivate(`cv/teste-${saved.id}.pdf`, cv.data);
    await ctx.t.db
      .update(s.candidato)
      .set({ cvArquivo: key, cvNomeOriginal: cv.name, cvTipo: cv.mime, cvRecebidoEm: new Date() })
      .where(eq(s.candidato.id, saved.id));
  }
  return saved.id;
}

describe('talent-bank candidates on the commercial desk', () => {
  it('lists candidates with their area and CV (never the postcode), filters by CV and area', async () => {
    const withCv = await candidate('Joana Lima', {
      name: 'Currículo Joana.pdf',
      data: PDF_BYTES,
      mime: 'application/pdf',
    });
    const without = await candidate('Pedro Alves');
    const list = await send('GET', '/candidatos?ordem=nome&direcao=asc');
    expect(list.statusCode).toBe(200);
    expect(list.json().total).toBe(2);
    const [joana, pedro] = list.json().itens;
    expect(joana).toMatchObject({
      id: withCv,
      nome: 'Joana Lima',
      areaId,
      areaNome: 'Engenharia',
      status: 'novo',
      notas: 0,
      versao: 1,
      cv: { nome: 'Currículo Joana.pdf', tipo: 'application/pdf', recebidoEm: expect.any(String) },
    });
    expect(joana).not.toHaveProperty('cep');
    expect(JSON.stringify(joana)).not.toContain('cv/teste');
    expect(pedro).toMatchObject({ id: without, cv: null });

    expect((await send('GET', '/candidatos?comCv=true')).json().itens).toEqual([
      expect.objectContaining({ id: withCv }),
    ]);
    expect((await send('GET', '/candidatos?comCv=false')).json().itens).toEqual([
      expect.objectContaining({ id: without }),
    ]);
    expect((await send('GET', `/candidatos?areaId=${areaId}`)).json().total).toBe(2);
    expect((await send('GET', '/candidatos?q=pedro')).json().total).toBe(1);

    const moved = await send('PUT', `/candidatos/${without}/status`, {
      status: 'arquivado',
      versao: 1,
    });
    expect(moved.json()).toMatchObject({ status: 'arquivado', versao: 2 });
    const note = await send('POST', `/candidatos/${without}/notas`, { texto: 'Sem vaga agora.' });
    expect(note.statusCode).toBe(201);
    expect((await audits('candidato', without)).map((a) => a.acao)).toEqual(['nota', 'status']);

    const csv = await send('GET', '/candidatos/exportar?ordem=nome&direcao=asc');
    const lines = csv.rawPayload.toString('utf8').slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'ID;Recebido em;Status;Nome;E-mail;Celular;Área;LinkedIn;Por que a Stock Car;Sonho;Currículo;Notas',
    );
    expect(lines[1]).toContain(';Novo;Joana Lima;');
    expect(lines[1]).toContain(';Currículo Joana.pdf;0');
    expect(lines[2]).toContain(';Arquivado;Pedro Alves;');
    expect(csv.rawPayload.toString('utf8')).not.toContain('01310-100');
  });

  it('downloads a CV as an attachment for commercial and admin, each download audited', async () => {
    const id = await candidate('Rita Souza', {
      name: 'CV "Rita" ç.pdf',
      data: PDF_BYTES,
      mime: 'application/pdf',
    });
    const res = await send('GET', `/cvs/${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(PDF_BYTES)).toBe(true);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="CV Rita c.pdf"; filename*=UTF-8''${encodeURIComponent('CV "Rita" ç.pdf')}`,
    );
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('private, no-store');

    const admin = await staffHeaders(ctx.t, 'admin');
    expect((await send('GET', `/cvs/${id}`, undefined, admin.headers)).statusCode).toBe(200);
    const entries = await audits('candidato-cv', id);
    expect(entries).toHaveLength(2);
    expect(entries[0]).toMatchObject({
      acao: 'baixar',
      staffId: admin.account.id,
      papel: 'admin',
      depois: { arquivo: 'CV "Rita" ç.pdf', tipo: 'application/pdf' },
    });
    expect(entries[1]).toMatchObject({ acao: 'baixar', papel: 'commercial' });

    for (const papel of ['editor', 'marketing', 'club', 'race-control'] as const) {
      const other = (await staffHeaders(ctx.t, papel)).headers;
      expect((await send('GET', `/cvs/${id}`, undefined, other)).statusCode, papel).toBe(403);
    }
    expect((await send('GET', `/cvs/${id}`, undefined, anon())).statusCode).toBe(401);
    expect(await audits('candidato-cv', id)).toHaveLength(2);
  });

  it('answers 404 (not audited) for a candidate without a CV or an unknown one', async () => {
    const id = await candidate('Sem Arquivo');
    const res = await send('GET', `/cvs/${id}`);
    expect(res.statusCode).toBe(404);
    expect(res.json().detail).toBe('Este candidato não tem currículo recebido.');
    expect((await send('GET', '/cvs/999999')).statusCode).toBe(404);
    expect((await send('GET', '/cvs/abc')).statusCode).toBe(400);
    expect(await audits('candidato-cv', id)).toHaveLength(0);
  });
});

describe('careers areas and testimonials', () => {
  it('creates, edits (409 on a stale version) and lists areas; the public list shows them', async () => {
    const created = await send('POST', '/rh/areas', { nome: 'Comunicação', ordem: 5 });
    expect(created.statusCode).toBe(201);
    const id = created.json().id;
    expect(created.json()).toMatchObject({ nome: 'Comunicação', ordem: 5, versao: 1 });
    const saved = await send('PUT', `/rh/areas/${id}`, {
      nome: 'Comunicação e Mídia',
      ordem: 1,
      versao: 1,
    });
    expect(saved.json()).toMatchObject({ nome: 'Comunicação e Mídia', versao: 2 });
    const stale = await send('PUT', `/rh/areas/${id}`, { nome: 'Outro', ordem: 1, versao: 1 });
    expect(stale.statusCode).toBe(409);
    const bad = await send('POST', '/rh/areas', { nome: ' ', ordem: -1 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual(
      expect.arrayContaining([
        { path: 'body.nome', message: 'Campo obrigatório.' },
        { path: 'body.ordem', message: 'A ordem não pode ser negativa.' },
      ]),
    );
    expect((await send('GET', '/rh/areas?q=m%C3%ADdia')).json()).toMatchObject({ total: 1 });
    expect((await audits('rh-area', id)).map((a) => a.acao)).toEqual(['editar', 'criar']);
    const pub = await ctx.t.app.inject({ method: 'GET', url: '/api/v1/RH/Area', headers: anon() });
    expect(pub.json()).toContainEqual({ idArea: id, nome: 'Comunicação e Mídia' });
  });

  it('creates, edits and deletes testimonials (alt text required with an image)', async () => {
    const input = {
      nome: 'Rita',
      cargo: 'Engenheira',
      imagem: '/media/imagens/abc/640.jpg',
      imagemAlt: '',
      depoimento: 'Um sonho.',
      ordem: 0,
    };
    const noAlt = await send('POST', '/rh/depoimentos', input);
    expect(noAlt.statusCode).toBe(400);
    expect(noAlt.json().errors).toEqual([
      { path: 'body.imagemAlt', message: 'Descreva a imagem (texto alternativo).' },
    ]);
    const badImage = await send('POST', '/rh/depoimentos', { ...input, imagem: 'javascript:x' });
    expect(badImage.json().errors[0].path).toBe('body.imagem');

    const created = await send('POST', '/rh/depoimentos', { ...input, imagemAlt: 'Rita no box' });
    expect(created.statusCode).toBe(201);
    const { id } = created.json();
    const publicList = async () =>
      (
        await ctx.t.app.inject({ method: 'GET', url: '/api/v1/RH/Depoimento', headers: anon() })
      ).json();
    expect(await publicList()).toEqual([
      {
        nome: 'Rita',
        cargo: 'Engenheira',
        imagem: '/media/imagens/abc/640.jpg',
        depoimento: 'Um sonho.',
      },
    ]);
    const edited = await send('PUT', `/rh/depoimentos/${id}`, {
      ...input,
      imagemAlt: 'Rita no box',
      depoimento: 'Vivo o sonho.',
      versao: 1,
    });
    expect(edited.json()).toMatchObject({ depoimento: 'Vivo o sonho.', versao: 2 });
    expect((await send('DELETE', `/rh/depoimentos/${id}?versao=1`)).statusCode).toBe(409);
    expect((await send('DELETE', `/rh/depoimentos/${id}?versao=2`)).statusCode).toBe(204);
    expect(await publicList()).toEqual([]);
    expect((await audits('rh-depoimento', id)).map((a) => a.acao)).toEqual([
      'excluir',
      'editar',
      'criar',
    ]);
  });
});
