import { describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { auditoria, consentimento, linkEmail } from '../../db/schema/index.ts';
import { createMember, setupClub, type ClubContext } from '../../../test/club.ts';
import { present, staffHeaders } from '../../../test/staff.ts';

let ctx: ClubContext;
let club: Record<string, string>;
setupClub({}, async (c) => {
  ctx = c;
  club = (await staffHeaders(c.t, 'club')).headers;
});

const send = (method: 'GET' | 'POST', url: string) =>
  ctx.t.app.inject({ method, url: `/api/v1/admin${url}`, headers: club });

const lastAudit = async () =>
  present((await ctx.t.db.select().from(auditoria).orderBy(desc(auditoria.id)).limit(1))[0]);

describe('members desk (club)', () => {
  it('finds a member by CPF (masked or bare) or e-mail, and shows the CPF masked', async () => {
    const m = await createMember(ctx.t, { email: `achado.${Date.now()}@exemplo.com` });
    const cpf = present(m.cpf);
    const masked = `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`;
    for (const q of [cpf, masked]) {
      const res = await send('GET', `/membros?q=${encodeURIComponent(q)}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        total: 1,
        itens: [
          expect.objectContaining({
            id: m.id,
            email: m.email,
            cpf: `***.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-**`,
            ativo: true,
          }),
        ],
      });
    }
    const byEmail = await send('GET', `/membros?q=${encodeURIComponent(m.email.toUpperCase())}`);
    expect(byEmail.json().itens.map((i: { id: number }) => i.id)).toEqual([m.id]);
    expect(byEmail.body).not.toContain(cpf);
    const none = await send('GET', '/membros?q=00000000000');
    expect(none.json()).toEqual({ itens: [], total: 0 });
  });

  it('pages and sorts the list', async () => {
    await createMember(ctx.t);
    await createMember(ctx.t);
    const page = await send('GET', '/membros?porPagina=1&pagina=2&ordem=email&direcao=asc');
    expect(page.statusCode).toBe(200);
    expect(page.json().itens).toHaveLength(1);
    expect(page.json().total).toBeGreaterThanOrEqual(2);
  });

  it("shows a minor's state, guardian authorisation and consents, and audits the look", async () => {
    const m = await createMember(ctx.t, {
      dataNascimento: '2010-01-01',
      exigeResponsavel: true,
      emailResponsavel: 'mae@exemplo.com',
      emailOptin: true,
    });
    await ctx.t.db.insert(consentimento).values([
      {
        usuarioId: m.id,
        finalidade: 'termos',
        concedido: true,
        versaoTexto: '2025-01',
        origem: 'cadastro',
        concedidoPor: 'titular',
      },
      {
        usuarioId: m.id,
        finalidade: 'email',
        concedido: true,
        versaoTexto: '2025-01',
        origem: 'cadastro',
        concedidoPor: 'titular',
      },
    ]);
    const res = await send('GET', `/membros/${m.id}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      id: m.id,
      ativo: false,
      estado: { emailConfirmado: true, aguardandoResponsavel: true, ativo: false },
      responsavel: { exigido: true, email: 'mae@exemplo.com', autorizado: false },
      optins: { email: true, sms: false, whatsapp: false },
    });
    expect(body.consentimentos.map((c: { finalidade: string }) => c.finalidade).sort()).toEqual([
      'email',
      'termos',
    ]);
    expect(body.cpf).toMatch(/^\*\*\*\.\d{3}\.\d{3}-\*\*$/);
    expect(await lastAudit()).toMatchObject({
      entidade: 'membro',
      entidadeId: String(m.id),
      acao: 'consultar',
      papel: 'club',
    });
    expect((await send('GET', '/membros/999999')).statusCode).toBe(404);
  });

  it('resends the activation e-mail to a member who has not confirmed, audited', async () => {
    const m = await createMember(ctx.t, { emailConfirmadoEm: null });
    const before = ctx.smtp.received.length;
    const res = await send('POST', `/membros/${m.id}/reenviar-ativacao`);
    expect(res.statusCode).toBe(204);
    await ctx.smtp.waitFor(before + 1);
    const mail = present(ctx.smtp.received.at(-1));
    expect(mail.to).toEqual([m.email]);
    const links = await ctx.t.db.select().from(linkEmail).where(eq(linkEmail.usuarioId, m.id));
    expect(links.filter((l) => l.tipo === 'ativacao')).toHaveLength(1);
    expect(await lastAudit()).toMatchObject({
      entidade: 'membro',
      entidadeId: String(m.id),
      acao: 'reenviar-ativacao',
    });
    const detail = await send('GET', `/membros/${m.id}`);
    expect(detail.json().ativacaoEnviadaEm).not.toBeNull();

    const active = await createMember(ctx.t);
    const refused = await send('POST', `/membros/${active.id}/reenviar-ativacao`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toBe(
      'Este membro já confirmou o e-mail: não há ativação para reenviar.',
    );
  });
});
