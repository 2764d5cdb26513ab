import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { anon, call, createMember, createProSeriesDrivers, readySignUp } from '../test/club.ts';
import { createTestApp, type TestApp } from '../test/helper.ts';
import * as s from './db/schema/index.ts';
import { loggerOptions, redactUrl, scrubText, serializeError } from './logging.ts';

/** Finding 3 of issue 12: personal data and secrets were written to the log. */
let t: TestApp;
const lines: string[] = [];
const logged = () => lines.join('\n');

beforeAll(async () => {
  const capture = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString('utf8'));
      done();
    },
  });
  t = await createTestApp(
    {
      ARGON2_MEMORY_KIB: '256',
      ARGON2_TIME_COST: '1',
      CAPTCHA_MAX_NUMBER: '1000',
      LOG_LEVEL: 'trace',
    },
    undefined,
    loggerOptions('trace', capture),
  );
});
afterAll(() => t.close());

function expectNotLogged(values: string[]) {
  const text = logged();
  for (const value of values) expect(text, `log holds ${value}`).not.toContain(value);
}

describe('the captured log of real requests', () => {
  it('a sign-up failing in the database logs the fault without CPF, e-mail, phone, address or hash', async () => {
    const [driver] = await createProSeriesDrivers(t.db, 1);
    const body = await readySignUp(t, driver?.id ?? 0);
    await t.db.execute(
      sql.raw(`create function falha_simulada() returns trigger language plpgsql as $$
        begin raise exception 'falha simulada'; end $$`),
    );
    await t.db.execute(
      sql.raw(`create trigger falha_simulada before insert on usuario
        for each row execute function falha_simulada()`),
    );
    try {
      const res = await call(t, 'POST', '/Registro', body);
      expect(res.statusCode).toBe(500);
    } finally {
      await t.db.execute(sql.raw('drop trigger falha_simulada on usuario'));
    }
    // The fault is there for whoever investigates, as its SQL without the values.
    expect(logged()).toContain('Failed query: insert into \\"usuario\\"');
    expectNotLogged([
      body.cpf,
      body.cpf.replace(/\D/g, ''),
      body.email,
      body.telefone,
      body.logradouro,
      body.senha,
      '$argon2id$',
    ]);
  });

  it('a login keeps the e-mail out, and a page link keeps its secrets out', async () => {
    const m = await createMember(t);
    await call(t, 'POST', '/Autenticacao/login', { email: m.email, senha: 'Errada#Senha2024' });
    await t.app.inject({
      url: '/stockclub/redefinir-senha?h=segredo-do-link-42&c=987654&idioma=pt-br',
      headers: { accept: 'text/html' },
    });
    await t.app.inject({ url: '/api/v1/registro/enviar-codigo?celular=%2B5511987654321' });
    expect(logged()).toContain('/stockclub/redefinir-senha?h=[removido]&c=[removido]&idioma=pt-br');
    expectNotLogged([m.email, 'segredo-do-link-42', '987654', '5511987654321']);
  });

  it('a reset e-mail kept in the outbox is not copied to the log', async () => {
    const m = await createMember(t);
    const res = await call(t, 'POST', '/Registro/esqueceu-senha', { email: m.email }, anon());
    expect(res.statusCode).toBe(200);
    const [kept] = await t.db
      .select()
      .from(s.mensagemSaida)
      .where(and(eq(s.mensagemSaida.canal, 'email'), eq(s.mensagemSaida.destino, m.email)))
      .orderBy(desc(s.mensagemSaida.id));
    const link = kept?.corpo.match(/https?:\/\/\S+/)?.[0] ?? '';
    const secret = new URL(link).searchParams.get('h') ?? '';
    expect(secret.length).toBeGreaterThan(10);
    expect(logged()).toContain('e-mail kept in the outbox');
    expectNotLogged([m.email, secret]);
  });
});

describe('log helpers', () => {
  it('redactUrl keeps harmless parameters and removes every other value', () => {
    expect(redactUrl('/a?hash=x&u=YW5h&ano=2024&resp=1')).toBe(
      '/a?hash=[removido]&u=[removido]&ano=2024&resp=[removido]',
    );
    expect(redactUrl('/plain/path')).toBe('/plain/path');
  });

  it('scrubText removes e-mails, CPFs and phone numbers from free text', () => {
    expect(scrubText('to <ana@ex.com>, cpf 52998224725, tel (11) 98765-4321 ok')).toBe(
      'to <[removido]>, cpf [removido], tel [removido] ok',
    );
  });

  it('serializeError drops every property but kind, message, code and stack', () => {
    const error = Object.assign(new Error('550 rejected: <ana@ex.com>'), {
      code: 'EENVELOPE',
      rejected: ['ana@ex.com'],
    });
    const out = serializeError(error);
    expect(out).toMatchObject({ type: 'Error', code: 'EENVELOPE' });
    expect(JSON.stringify(out)).not.toContain('ana@ex.com');
  });
});
