import { describe, expect, it } from 'vitest';
import { desc, eq, sql } from 'drizzle-orm';
import { auditoria, staff } from '../../db/schema/index.ts';
import { anon } from '../../../test/club.ts';
import { createStaff, staffHeaders } from '../../../test/staff.ts';
import { present } from '../../../test/staff.ts';
import { setupClub, type ClubContext } from '../../../test/club.ts';

let ctx: ClubContext;
let admin: Record<string, string>;
setupClub({}, async (c) => {
  ctx = c;
  admin = (await staffHeaders(c.t, 'admin')).headers;
});

const send = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  headers = admin,
) => ctx.t.app.inject({ method, url: `/api/v1/admin${url}`, headers, payload });

describe('staff accounts (admin) and the audit log', () => {
  it('invites a colleague by e-mail with a set-up link, and audits it', async () => {
    const res = await send('POST', '/staff', {
      email: ' Nova.Editora@Staff.test ',
      nome: 'Nova Editora',
      papel: 'editor',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      email: 'nova.editora@staff.test',
      papel: 'editor',
      configurado: false,
      versao: 1,
    });
    await ctx.smtp.waitFor(1);
    const mail = present(ctx.smtp.received.at(-1));
    expect(mail.to).toEqual(['nova.editora@staff.test']);
    expect(mail.raw).toMatch(/https:\/\/clube\.example\/admin\/convite\/[\w-]+/);
    const [entry] = await ctx.t.db.select().from(auditoria).orderBy(desc(auditoria.id)).limit(1);
    expect(entry).toMatchObject({
      entidade: 'staff',
      entidadeId: String(res.json().id),
      acao: 'convidar',
      papel: 'admin',
    });
    expect(present(entry).ip).not.toBe('');
    const again = await send('POST', '/staff', {
      email: 'nova.editora@staff.test',
      nome: 'Outra',
      papel: 'club',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().errors[0]).toEqual({
      path: 'body.email',
      message: 'Já existe uma conta do console com este e-mail.',
    });
  });

  it('refuses bad input with Portuguese field messages and saves nothing', async () => {
    const before = await ctx.t.db.select({ n: sql<number>`count(*)::int` }).from(staff);
    const res = await send('POST', '/staff', { email: 'sem-arroba', nome: '', papel: 'chefe' });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/application\/problem\+json/);
    const paths = res.json().errors.map((e: { path: string }) => e.path);
    expect(paths).toEqual(expect.arrayContaining(['body.email', 'body.nome', 'body.papel']));
    const after = await ctx.t.db.select({ n: sql<number>`count(*)::int` }).from(staff);
    expect(after).toEqual(before);
  });

  it('saves over the version read, answers 409 over a newer edit, and audits before and after', async () => {
    const colleague = await createStaff(ctx.t, 'club');
    const published: unknown[] = [];
    const stop = ctx.t.app.events.subscribe('conteudo', (payload) => {
      published.push(payload);
    });
    const first = await send('PUT', `/staff/${colleague.id}`, {
      nome: 'Clara Nova',
      papel: 'club',
      ativo: true,
      versao: 1,
    });
    expect(first.statusCode).toBe(200);
    expect(first.json().versao).toBe(2);
    const stale = await send('PUT', `/staff/${colleague.id}`, {
      nome: 'Sobrescrita',
      papel: 'editor',
      ativo: true,
      versao: 1,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().detail).toBe(
      'Este registro foi alterado por outra pessoa. Recarregue para ver a versão atual.',
    );
    stop();
    // Only the committed write is published (the public site drops what it kept).
    expect(published).toEqual([{ entidade: 'staff', id: colleague.id }]);
    const [stored] = await ctx.t.db.select().from(staff).where(eq(staff.id, colleague.id));
    expect(stored).toMatchObject({ nome: 'Clara Nova', papel: 'club', versao: 2 });
    const log = await send('GET', `/auditoria?entidade=staff&acao=editar`);
    const entry = log
      .json()
      .itens.find((e: { entidadeId: string }) => e.entidadeId === String(colleague.id));
    expect(entry.antes.nome).toBe(colleague.nome);
    expect(entry.depois.nome).toBe('Clara Nova');
  });

  it('keeps one active admin', async () => {
    const rows = await ctx.t.db.select().from(staff).where(eq(staff.papel, 'admin'));
    for (const row of rows.slice(1))
      await ctx.t.db.update(staff).set({ ativo: false }).where(eq(staff.id, row.id));
    const only = present(rows[0]);
    const res = await send('PUT', `/staff/${only.id}`, {
      nome: only.nome,
      papel: 'editor',
      ativo: true,
      versao: only.versao,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toBe('O console precisa de pelo menos um administrador ativo.');
  });

  it('lists with search, filters, sort and paging', async () => {
    const res = await send('GET', '/staff?q=clara&porPagina=1&ordem=nome&direcao=asc');
    expect(res.statusCode).toBe(200);
    expect(res.json().total).toBeGreaterThanOrEqual(1);
    expect(res.json().itens).toHaveLength(1);
    const editors = await send('GET', '/staff?papel=editor');
    expect(editors.json().itens.every((s: { papel: string }) => s.papel === 'editor')).toBe(true);
  });

  it('keeps the audit log append-only in the database', async () => {
    await expect(ctx.t.db.execute(sql`update auditoria set acao = 'x'`)).rejects.toThrow();
    await expect(ctx.t.db.execute(sql`delete from auditoria`)).rejects.toThrow();
    const anonymous = await ctx.t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/auditoria',
      headers: anon(),
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
