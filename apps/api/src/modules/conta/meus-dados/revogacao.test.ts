import { and, desc, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as s from '../../../db/schema/index.ts';
import { adulthoodOf, sendGuardianRequest } from '../rules/activation.ts';
import { sha256 } from '../../../lib/secrets.ts';
import { birthDateForAge, call, readySignUp, setupOutboxClub } from '../../../../test/club.ts';
import type { TestApp } from '../../../../test/helper.ts';
import { clubePtBr } from '@stockcar/shared/locales/clube/pt-br';

let t: TestApp;
let driverId = 0;
setupOutboxClub((ctx) => ({ t, driverId } = ctx));

let guardians = 0;
/** A member aged 16 signed up through the API; the guardian's e-mail (kept in the outbox). */
async function minorSignUp(guardian = `responsavel${(guardians += 1)}@exemplo.com`) {
  const body = await readySignUp(t, driverId, {
    dataNascimento: birthDateForAge(16),
    EmailResponsavel: guardian,
  });
  expect((await call(t, 'POST', '/Registro', body)).statusCode).toBe(201);
  const [member] = await t.db.select().from(s.usuario).where(eq(s.usuario.email, body.email));
  if (!member) throw new Error('member not created');
  return { member, guardian, links: await guardianLinks(guardian) };
}

/** The links of the newest e-mail kept for the guardian. */
async function guardianLinks(guardian: string) {
  const [mail] = await t.db
    .select()
    .from(s.mensagemSaida)
    .where(eq(s.mensagemSaida.destino, guardian))
    .orderBy(desc(s.mensagemSaida.id))
    .limit(1);
  const urls = (mail?.corpo.match(/https?:\/\/\S+/g) ?? []).map((u) => new URL(u));
  const revoke = urls.find((u) => u.pathname === '/stockclub/revogar-autorizacao');
  return {
    authorise: urls.find((u) => u.pathname === '/stockclub/confirmacao-registro'),
    revoke,
    h: revoke?.searchParams.get('h') ?? '',
  };
}

const revoke = (hash: string) => call(t, 'POST', '/MeusDados/revogar-autorizacao', { hash });
const memberRows = (id: number) => t.db.select().from(s.usuario).where(eq(s.usuario.id, id));

describe('the revocation link of the guardian’s e-mail', () => {
  it('comes after the authorisation link, stored hashed, valid until the 18th birthday', async () => {
    const { member, links } = await minorSignUp();
    expect(links.authorise?.searchParams.get('resp')).toMatch(/^[\w-]{40,}$/);
    expect(links.revoke?.origin).toBe('https://clube.example');
    expect(links.h).toMatch(/^[\w-]{40,}$/);
    const [row] = await t.db
      .select()
      .from(s.linkEmail)
      .where(
        and(eq(s.linkEmail.usuarioId, member.id), eq(s.linkEmail.tipo, 'revogacao-responsavel')),
      );
    expect(row?.tokenHash).toBe(sha256(links.h));
    expect(row?.expiraEm).toEqual(adulthoodOf(member.dataNascimento));
    expect(row?.expiraEm.toISOString()).toBe(`${new Date().getFullYear() + 2}-01-01T03:00:00.000Z`);
  });
});

describe('POST /MeusDados/revogar-autorizacao', () => {
  it('erases the authorised minor, records the revocation and tells the guardian', async () => {
    const { member, guardian, links } = await minorSignUp();
    const resp = links.authorise?.searchParams.get('resp') ?? '';
    expect(
      (await call(t, 'POST', '/Registro/autorizacao-responsavel', { hash: resp })).statusCode,
    ).toBe(200);

    const res = await revoke(links.h);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ mensagem: clubePtBr.autorizacaoRevogada });
    expect(await memberRows(member.id)).toEqual([]);
    const kept = await t.db
      .select()
      .from(s.consentimento)
      .where(
        and(
          isNull(s.consentimento.usuarioId),
          eq(s.consentimento.concedidoPor, `responsavel:${guardian}`),
        ),
      );
    expect(kept).toEqual([
      expect.objectContaining({
        finalidade: 'autorizacao-responsavel',
        concedido: false,
        origem: 'revogacao-responsavel',
        concedidoPor: `responsavel:${guardian}`,
      }),
    ]);
    const outbox = await t.db
      .select()
      .from(s.mensagemSaida)
      .where(eq(s.mensagemSaida.destino, guardian));
    expect(outbox.map((m) => m.assunto)).toEqual(['Stock Club: autorização revogada']);
    const toMember = await t.db
      .select()
      .from(s.mensagemSaida)
      .where(eq(s.mensagemSaida.destino, member.email));
    expect(toMember).toEqual([]);

    const again = await revoke(links.h);
    expect(again.statusCode).toBe(400);
    expect(again.json().detail).toBe(clubePtBr.linkInvalido);
  });

  it('works from an earlier e-mail too, and keeps a sibling’s e-mails to the same guardian', async () => {
    const guardian = 'familia@exemplo.com';
    const { member, links: first } = await minorSignUp(guardian);
    const sibling = await minorSignUp(guardian);
    await sendGuardianRequest(t.app, member);
    expect((await guardianLinks(guardian)).h).not.toBe(first.h);

    expect((await revoke(first.h)).statusCode).toBe(200);
    expect(await memberRows(member.id)).toEqual([]);
    expect(await memberRows(sibling.member.id)).toHaveLength(1);
    const left = await t.db
      .select()
      .from(s.mensagemSaida)
      .where(eq(s.mensagemSaida.destino, guardian));
    expect(left.every((m) => !m.corpo.includes(member.email))).toBe(true);
    expect(left.filter((m) => m.corpo.includes(sibling.member.email))).toHaveLength(1);
  });

  it('refuses expired, unknown, malformed and other kinds of links, erasing nothing', async () => {
    const { member, links } = await minorSignUp();
    const resp = links.authorise?.searchParams.get('resp') ?? '';
    for (const hash of [resp, 'A'.repeat(43), 'curto']) {
      const res = await revoke(hash);
      expect(res.statusCode).toBe(400);
      expect(res.json().detail).toBe(clubePtBr.linkInvalido);
    }
    await t.db
      .update(s.linkEmail)
      .set({ expiraEm: new Date(Date.now() - 1000) })
      .where(eq(s.linkEmail.usuarioId, member.id));
    expect((await revoke(links.h)).statusCode).toBe(400);
    expect(await memberRows(member.id)).toHaveLength(1);
  });
});
