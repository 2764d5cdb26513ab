import { describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { auditoria, patrocinadorLead } from '../../db/schema/index.ts';
import { anon } from '../../../test/club.ts';
import { present, staffHeaders } from '../../../test/staff.ts';
import { setupClub, type ClubContext } from '../../../test/club.ts';

let ctx: ClubContext;
let comercial: Record<string, string>;
let comercialId: number;
setupClub({}, async (c) => {
  ctx = c;
  const signedIn = await staffHeaders(c.t, 'commercial');
  comercial = signedIn.headers;
  comercialId = signedIn.account.id;
});

const send = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  headers = comercial,
) => ctx.t.app.inject({ method, url: `/api/v1/admin${url}`, headers, payload });

const lead = {
  empresa: 'Acme Logística',
  nomeResponsavel: 'Ana Souza',
  cargo: 'Diretora',
  email: 'ana@acme.com.br',
  celular: '(11) 98765-4321',
};

let sent = 0;
/** A lead as the public form saves it (each one different: the form drops repeats). */
async function publicLead(overrides: Partial<typeof lead> = {}) {
  sent += 1;
  const res = await ctx.t.app.inject({
    method: 'POST',
    url: '/api/v1/Patrocinador',
    headers: anon(),
    payload: { ...lead, cargo: `Diretora ${sent}`, ...overrides },
  });
  expect(res.statusCode).toBe(201);
  return res.json().id as number;
}

const lastAudit = async (entidadeId: number | string) =>
  present(
    (
      await ctx.t.db
        .select()
        .from(auditoria)
        .where(
          and(
            eq(auditoria.entidade, 'patrocinador-lead'),
            eq(auditoria.entidadeId, String(entidadeId)),
          ),
        )
        .orderBy(desc(auditoria.id))
        .limit(1)
    )[0],
    'audit entry',
  );

describe('sponsor leads on the commercial desk', () => {
  it('lists leads from the public form as novo, with search, filters, sort and paging', async () => {
    const a = await publicLead({ empresa: 'Boreal Pneus', email: 'compras@boreal.com' });
    const b = await publicLead({ empresa: 'Cia. Café Veloz' });
    const c = await publicLead({ empresa: 'Delta Óleo' });

    const all = await send('GET', '/leads?porPagina=2&pagina=1');
    expect(all.statusCode).toBe(200);
    expect(all.json().total).toBe(3);
    expect(all.json().itens.map((i: { id: number }) => i.id)).toEqual([c, b]);
    expect(all.json().itens[0]).toMatchObject({
      id: c,
      empresa: 'Delta Óleo',
      nomeResponsavel: 'Ana Souza',
      status: 'novo',
      notas: 0,
      versao: 1,
    });
    const page2 = await send('GET', '/leads?porPagina=2&pagina=2');
    expect(page2.json().itens.map((i: { id: number }) => i.id)).toEqual([a]);

    const found = await send('GET', '/leads?q=boreal');
    expect(found.json()).toMatchObject({ total: 1, itens: [{ id: a }] });
    const byEmail = await send('GET', '/leads?q=compras%40boreal');
    expect(byEmail.json().total).toBe(1);

    const sorted = await send('GET', '/leads?ordem=empresa&direcao=asc');
    expect(sorted.json().itens.map((i: { empresa: string }) => i.empresa)).toEqual([
      'Boreal Pneus',
      'Cia. Café Veloz',
      'Delta Óleo',
    ]);

    const today = new Date().toISOString().slice(0, 10);
    expect((await send('GET', `/leads?de=${today}&ate=${today}`)).json().total).toBe(3);
    expect((await send('GET', '/leads?ate=2000-01-01')).json().total).toBe(0);
    expect((await send('GET', '/leads?status=novo')).json().total).toBe(3);
    expect((await send('GET', '/leads?status=ganho')).json().total).toBe(0);

    const bad = await send('GET', '/leads?status=fechado');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0]).toMatchObject({ message: 'Escolha um status.' });

    const one = await send('GET', `/leads/${a}`);
    expect(one.json()).toMatchObject({ id: a, empresa: 'Boreal Pneus', versao: 1 });
    expect((await send('GET', '/leads/999999')).statusCode).toBe(404);
  });

  it('moves a lead to "em contato" over its version, 409 over a newer change, audited', async () => {
    const id = await publicLead();
    const moved = await send('PUT', `/leads/${id}/status`, { status: 'em contato', versao: 1 });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ id, status: 'em contato', versao: 2 });

    const entry = await lastAudit(id);
    expect(entry).toMatchObject({
      acao: 'status',
      staffId: comercialId,
      papel: 'commercial',
      antes: { status: 'novo', versao: 1 },
      depois: { status: 'em contato', versao: 2 },
    });
    // The audit names the status only, not the person's contacts.
    expect(JSON.stringify(entry.depois)).not.toContain('ana@acme.com.br');

    const stale = await send('PUT', `/leads/${id}/status`, { status: 'perdido', versao: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.headers['content-type']).toMatch(/application\/problem\+json/);
    expect(stale.json().detail).toBe(
      'Este registro foi alterado por outra pessoa. Recarregue para ver a versão atual.',
    );
    const [row] = await ctx.t.db.select().from(patrocinadorLead).where(eq(patrocinadorLead.id, id));
    expect(row).toMatchObject({ status: 'em contato', versao: 2 });

    const invalid = await send('PUT', `/leads/${id}/status`, { status: 'fechado' });
    expect(invalid.statusCode).toBe(400);
    const messages = Object.fromEntries(
      invalid.json().errors.map((e: { path: string; message: string }) => [e.path, e.message]),
    );
    expect(messages).toMatchObject({
      'body.status': 'Escolha um status.',
      'body.versao': 'Informe a versão.',
    });
    expect((await send('GET', '/leads?status=em%20contato')).json().itens).toEqual([
      expect.objectContaining({ id }),
    ]);
    expect(
      (await send('PUT', '/leads/999999/status', { status: 'ganho', versao: 1 })).statusCode,
    ).toBe(404);
  });

  it('keeps internal notes with author and time, audited; refuses an empty note', async () => {
    const id = await publicLead();
    const added = await send('POST', `/leads/${id}/notas`, { texto: '  Ligar na segunda.  ' });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({
      texto: 'Ligar na segunda.',
      staffId: comercialId,
      autor: expect.stringContaining('commercial'),
      criadoEm: expect.any(String),
    });
    await send('POST', `/leads/${id}/notas`, { texto: 'Enviada a proposta.' });
    const notes = await send('GET', `/leads/${id}/notas`);
    expect(notes.json().map((n: { texto: string }) => n.texto)).toEqual([
      'Enviada a proposta.',
      'Ligar na segunda.',
    ]);
    expect((await send('GET', `/leads/${id}`)).json()).toMatchObject({ notas: 2, versao: 1 });
    expect(await lastAudit(id)).toMatchObject({
      acao: 'nota',
      depois: { texto: 'Enviada a proposta.' },
    });

    const empty = await send('POST', `/leads/${id}/notas`, { texto: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual([{ path: 'body.texto', message: 'Escreva a nota.' }]);
    expect((await send('GET', `/leads/${id}/notas`)).json()).toHaveLength(2);
    expect((await send('POST', '/leads/999999/notas', { texto: 'x' })).statusCode).toBe(404);
  });

  it('exports the filtered list as CSV for Brazilian Excel, formulas defused, audited', async () => {
    await publicLead({ empresa: '=HYPERLINK("http://mal")', nomeResponsavel: 'Zé; Silva' });
    const res = await send('GET', '/leads/exportar?q=HYPERLINK');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="leads-\d{4}-\d\d-\d\d\.csv"/,
    );
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const body = res.rawPayload.toString('utf8');
    expect(body.startsWith('\uFEFFID;Recebido em;Status;Empresa;Responsável;')).toBe(true);
    const lines = body.slice(1).trimEnd().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`;Novo;"'=HYPERLINK(""http://mal"")";"Zé; Silva";`);

    const entry = present(
      (
        await ctx.t.db
          .select()
          .from(auditoria)
          .where(eq(auditoria.acao, 'exportar'))
          .orderBy(desc(auditoria.id))
          .limit(1)
      )[0],
    );
    expect(entry).toMatchObject({
      entidade: 'patrocinador-lead',
      depois: { filtros: { q: 'HYPERLINK' }, linhas: 1 },
    });

    const none = await send('GET', '/leads/exportar?status=ganho');
    expect(none.rawPayload.toString('utf8').trimEnd().split('\r\n')).toHaveLength(1);
  });

  it('is the commercial desk only', async () => {
    const club = (await staffHeaders(ctx.t, 'club')).headers;
    expect((await send('GET', '/leads', undefined, club)).statusCode).toBe(403);
    expect((await send('GET', '/leads/exportar', undefined, anon())).statusCode).toBe(401);
  });
});
