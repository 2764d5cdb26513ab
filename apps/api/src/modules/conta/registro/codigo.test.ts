import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as s from '../../../db/schema/index.ts';
import {
  MINUTE,
  PASSWORD,
  anon,
  call,
  createClubApp,
  createProSeriesDrivers,
  lastSmsCode,
  linksOf,
  readySignUp,
  signUp,
  solveCaptcha,
  setupClub,
  type FakeSmtp,
} from '../../../../test/club.ts';
import { startFakeHttp } from '../../../../test/fake-http.ts';
import { freshIp, type TestApp } from '../../../../test/helper.ts';

let t: TestApp;
let smtp: FakeSmtp;
let driverId: number;
let phoneSeq = 1_000_000;

setupClub({}, async (ctx) => {
  ({ t, smtp } = ctx);
  driverId = (await createProSeriesDrivers(t.db, 1))[0]?.id ?? 0;
});

/** A foreign (Argentinian mobile) sign-up; no CPF nor address. */
async function foreignSignUp(app = t, piloto = driverId) {
  phoneSeq += 1;
  const telefone = `+549111${phoneSeq}`;
  const body = await readySignUp(app, piloto, {
    estrangeiro: true,
    pais: 'AR',
    cpf: '',
    cep: '',
    logradouro: '',
    bairro: '',
    cidade: '',
    uf: '',
    telefone,
  });
  const res = await call(app, 'POST', '/Registro', body);
  expect(res.statusCode).toBe(201);
  expect(res.json().aguardandoCodigoSms).toBe(true);
  return { body, telefone };
}

const sendCode = (celular: string, app = t, ip = freshIp()) =>
  call(
    app,
    'GET',
    `/registro/enviar-codigo?celular=${encodeURIComponent(celular)}`,
    undefined,
    anon(ip),
  );
const validate = (celular: string, code: string) =>
  call(t, 'POST', '/registro/validar-codigo', { celular, code });

describe('foreign sign-up: the 6-digit SMS code', () => {
  it('sends the code by SMS; the right code activates the phone and sends the activation e-mail', async () => {
    const { body, telefone } = await foreignSignUp();
    expect(smtp.received.filter((m) => m.to.includes(body.email))).toHaveLength(0);
    const login = await call(t, 'POST', '/Autenticacao/login', {
      email: body.email,
      senha: PASSWORD,
    });
    expect(login.json().detail).toBe(
      'Confirme o código enviado por SMS para o seu celular antes de entrar.',
    );

    const sent = await sendCode(telefone);
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({
      mensagem: 'Token enviado com sucesso para o celular',
      reenvioEmSegundos: 60,
      expiraEmSegundos: 600,
    });
    const code = (await lastSmsCode(t.db, telefone)) ?? '';
    expect(code).toMatch(/^\d{6}$/);
    const stored = await t.db.select().from(s.codigoSms).where(eq(s.codigoSms.destino, telefone));
    expect(stored[0]?.codigoHash).not.toContain(code);

    const before = smtp.received.length;
    const ok = await validate(telefone, code);
    expect(ok.statusCode).toBe(200);
    const [mail] = (await smtp.waitFor(before + 1)).slice(before);
    expect(mail?.to).toEqual([body.email]);
    const hash = mail ? linksOf(mail)[0]?.searchParams.get('hash') : '';
    const activated = await call(t, 'POST', '/Registro/confirmacao', { hash });
    expect(activated.json().user.ativo).toBe(true);
    const [row] = await t.db.select().from(s.usuario).where(eq(s.usuario.email, body.email));
    expect(row).toMatchObject({
      celularAtivo: true,
      codigoSmsPendente: false,
      cpf: null,
      pais: 'AR',
    });
    // Single use.
    expect((await validate(telefone, code)).statusCode).toBe(400);
  });

  it('voids the code after 5 wrong tries, even for the right code', async () => {
    const { telefone } = await foreignSignUp();
    await sendCode(telefone);
    const code = (await lastSmsCode(t.db, telefone)) ?? '';
    const wrong = code === '000000' ? '111111' : '000000';
    const details: string[] = [];
    for (let i = 0; i < 5; i += 1) details.push((await validate(telefone, wrong)).json().detail);
    expect(details.slice(0, 4).every((d) => d === 'Código inválido ou expirado.')).toBe(true);
    expect(details[4]).toBe('Código inválido: tentativas esgotadas. Solicite um novo código.');
    expect((await validate(telefone, code)).json().detail).toBe(
      'Código inválido: tentativas esgotadas. Solicite um novo código.',
    );
  });

  it('refuses an expired code', async () => {
    const { telefone } = await foreignSignUp();
    await sendCode(telefone);
    const code = (await lastSmsCode(t.db, telefone)) ?? '';
    await t.db
      .update(s.codigoSms)
      .set({ expiraEm: new Date(Date.now() - 1000) })
      .where(eq(s.codigoSms.destino, telefone));
    expect((await validate(telefone, code)).json().detail).toBe('Código inválido ou expirado.');
  });

  it('sends one SMS per phone per 60 s and 5 per hour, with Retry-After', async () => {
    const { telefone } = await foreignSignUp();
    expect((await sendCode(telefone)).statusCode).toBe(200);
    const soon = await sendCode(telefone);
    expect(soon.statusCode).toBe(429);
    expect(Number(soon.headers['retry-after'])).toBeGreaterThan(55);
    expect(soon.json().detail).toBe('Aguarde para solicitar um novo código.');
    for (let i = 0; i < 4; i += 1) {
      await t.db
        .update(s.codigoSms)
        .set({ criadoEm: new Date(Date.now() - 2 * MINUTE * (i + 1)) })
        .where(eq(s.codigoSms.destino, telefone));
      expect((await sendCode(telefone)).statusCode).toBe(200);
    }
    // Spread the five over the last hour: the sixth waits for the oldest to leave it.
    const rows = await t.db.select().from(s.codigoSms).where(eq(s.codigoSms.destino, telefone));
    for (const [i, row] of rows.entries()) {
      await t.db
        .update(s.codigoSms)
        .set({ criadoEm: new Date(Date.now() - (50 - i) * MINUTE) })
        .where(eq(s.codigoSms.id, row.id));
    }
    const hour = await sendCode(telefone);
    expect(hour.statusCode).toBe(429);
    expect(hour.json().detail).toBe(
      'Limite de envios por SMS atingido. Tente novamente mais tarde.',
    );
    expect(Number(hour.headers['retry-after'])).toBeGreaterThan(9 * 60);
  });

  it('sends only to a pending sign-up and only to mobiles', async () => {
    const none = await sendCode('+5491199999999');
    expect(none.statusCode).toBe(400);
    expect(none.json().detail).toBe('Nenhum cadastro aguardando confirmação para este celular.');
    expect((await sendCode('+541143211234')).json().detail).toBe('Número de Celular inválido');
    expect((await validate('+5491199999999', '123456')).statusCode).toBe(400);
    expect((await validate('+5491199999999', '12345')).json().detail).toBe(
      'Código inválido ou expirado.',
    );
  });

  it('refuses a foreign sign-up whose phone cannot receive SMS', async () => {
    const body = signUp({
      estrangeiro: true,
      pais: 'AR',
      cpf: '',
      cep: '',
      uf: '',
      telefone: '+541143211234',
      responses: [{ idPesquisaPerfil: 1, resposta: String(driverId) }],
      captcha: await solveCaptcha(t),
    });
    const res = await call(t, 'POST', '/Registro', body);
    expect(res.json().errors).toContainEqual({
      path: 'body.telefone',
      message: 'Este número não recebe SMS: informe um celular válido.',
    });
  });
});

describe('SMS gateway (SMS_URL)', () => {
  it('posts { to, text } to the gateway instead of the outbox', async () => {
    const gateway = await startFakeHttp(() => ({ status: 202, body: { ok: true } }));
    const g = await createClubApp({ SMS_URL: `${gateway.url}/sms` });
    try {
      const [driver] = await createProSeriesDrivers(g.db, 1);
      const { telefone } = await foreignSignUp(g, driver?.id);
      expect((await sendCode(telefone, g)).statusCode).toBe(200);
      expect(gateway.requests).toHaveLength(1);
      expect(gateway.requests[0]?.path).toBe('/sms');
      const sent = JSON.parse(gateway.requests[0]?.body ?? '{}');
      expect(sent).toEqual({ to: telefone, text: expect.stringMatching(/\b\d{6}\b/) });
      // The outbox notes the envelope only: the code never rests in the database.
      const noted = await g.db.select().from(s.mensagemSaida);
      expect(noted).toMatchObject([{ canal: 'sms', destino: telefone, corpo: '' }]);
      gateway.setResponder(() => ({ status: 500 }));
      await g.db.update(s.codigoSms).set({ criadoEm: new Date(Date.now() - 2 * MINUTE) });
      const failed = await sendCode(telefone, g);
      expect(failed.statusCode).toBe(502);
      expect(failed.json().detail).toBe(
        'Não foi possível enviar o SMS agora. Tente novamente em instantes.',
      );
      // A failed send does not count: the member may ask again at once.
      gateway.setResponder(() => ({ status: 200 }));
      expect((await sendCode(telefone, g)).statusCode).toBe(200);
    } finally {
      await g.close();
      await gateway.close();
    }
  });
});
