import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from '../../../db/schema/index.ts';
import { call, createClubApp, createProSeriesDrivers, readySignUp } from '../../../../test/club.ts';
import type { TestApp } from '../../../../test/helper.ts';

let t: TestApp;
let down: TestApp;
let driverId: number;

beforeAll(async () => {
  // No MAIL_URL: the local default keeps e-mails in the outbox table.
  t = await createClubApp();
  driverId = (await createProSeriesDrivers(t.db, 1))[0]?.id ?? 0;
  // A mail server that is not there.
  down = await createClubApp({ MAIL_URL: 'smtp://127.0.0.1:9' });
  await createProSeriesDrivers(down.db, 1);
});
afterAll(async () => {
  await t.close();
  await down.close();
});

describe('sign-up e-mails without a mail server', () => {
  it('keeps the activation e-mail in the outbox, with a link that works', async () => {
    const body = await readySignUp(t, driverId);
    expect((await call(t, 'POST', '/Registro', body)).statusCode).toBe(201);
    const [mail] = await t.db
      .select()
      .from(s.mensagemSaida)
      .where(eq(s.mensagemSaida.destino, body.email));
    expect(mail).toMatchObject({ canal: 'email', assunto: 'Stock Club: ative a sua conta' });
    const hash = new URL(mail?.corpo.match(/https:\/\/\S+/)?.[0] ?? '').searchParams.get('hash');
    const res = await call(t, 'POST', '/Registro/confirmacao', { hash });
    expect(res.json().user.ativo).toBe(true);
  });

  it('undoes the sign-up when the e-mail cannot be sent, so the member can try again', async () => {
    const [driver] = await down.db.select({ id: s.piloto.id }).from(s.piloto);
    const body = await readySignUp(down, driver?.id ?? 0);
    const res = await call(down, 'POST', '/Registro', body);
    expect(res.statusCode).toBe(500);
    expect(res.json().detail).toBe('Ocorreu um erro ao processar a requisição');
    expect(await down.db.select().from(s.usuario).where(eq(s.usuario.email, body.email))).toEqual(
      [],
    );
    const check = await call(down, 'POST', '/Registro/usuario-existe', {
      email: body.email,
      cpf: body.cpf,
    });
    expect(check.json()).toEqual({ existe: false });
  });
});
