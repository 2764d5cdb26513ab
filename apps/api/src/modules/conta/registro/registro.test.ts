import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MAX_ID } from '@stockcar/shared/schemas/common';
import * as s from '../../../db/schema/index.ts';
import {
  PASSWORD,
  anon,
  birthDateForAge,
  call,
  createMember,
  createProSeriesDrivers,
  linksOf,
  login,
  nextCpf,
  readySignUp,
  signUp,
  solveCaptcha,
  setupClub,
  type FakeSmtp,
} from '../../../../test/club.ts';
import { freshIp, type TestApp } from '../../../../test/helper.ts';

let t: TestApp;
let smtp: FakeSmtp;
let driverId: number;

setupClub({}, async (ctx) => {
  ({ t, smtp } = ctx);
  driverId = (await createProSeriesDrivers(t.db))[0]?.id ?? 0;
});

async function register(overrides: Record<string, unknown> = {}) {
  const body = await readySignUp(t, driverId, overrides);
  return { body, res: await call(t, 'POST', '/Registro', body) };
}

const mailsTo = (email: string) => smtp.received.filter((m) => m.to.includes(email));

describe('GET /Registro', () => {
  it('lists the questions, the favourite-driver one among them', async () => {
    const res = await call(t, 'GET', '/Registro');
    expect(res.statusCode).toBe(200);
    const driver = res.json().perguntas.find((p: { tipo: string }) => p.tipo === 'piloto-favorito');
    expect(driver).toMatchObject({ idPesquisaPerfil: 1, obrigatoria: true });
  });
});

describe('POST /Registro (adult)', () => {
  it('creates an inactive account, e-mails the activation link, and the link activates it', async () => {
    const { body, res } = await register({ optaEmail: true });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      idUsuario: expect.any(Number),
      email: body.email,
      aguardandoCodigoSms: false,
      aguardandoResponsavel: false,
    });
    const [row] = await t.db.select().from(s.usuario).where(eq(s.usuario.email, body.email));
    expect(row).toMatchObject({
      cpf: body.cpf.replace(/\D/g, ''),
      dataNascimento: '1990-06-15',
      emailConfirmadoEm: null,
      emailOptin: true,
      smsOptin: false,
      whatsappOptin: false,
      pilotoFavoritoId: driverId,
      cadastroCompleto: true,
    });
    expect(row?.senhaHash).toMatch(/^\$argon2id\$/);
    // Not active yet.
    const early = await call(t, 'POST', '/Autenticacao/login', {
      email: body.email,
      senha: PASSWORD,
    });
    expect(early.statusCode).toBe(403);

    await smtp.waitFor(1);
    const [mail] = mailsTo(body.email);
    const [link] = mail ? linksOf(mail) : [];
    expect(link?.origin + (link?.pathname ?? '')).toBe(
      'https://clube.example/stockclub/confirmacao-registro',
    );
    expect(Buffer.from(link?.searchParams.get('u') ?? '', 'base64').toString()).toBe(body.email);
    const hash = link?.searchParams.get('hash') ?? '';
    expect(Buffer.from(hash, 'base64url').length).toBeGreaterThanOrEqual(16);

    const activated = await call(t, 'POST', '/Registro/confirmacao', { hash });
    expect(activated.statusCode).toBe(200);
    expect(activated.json().user).toMatchObject({
      email: body.email,
      ativo: true,
      emailConfirmado: true,
    });
    expect((await login(t, body.email)).accessToken).toBeTruthy();
    // Single use.
    const again = await call(t, 'POST', '/Registro/confirmacao', { hash });
    expect(again.statusCode).toBe(400);
    expect(again.json().detail).toBe('Link inválido, expirado ou já utilizado.');
  });

  it('records each consent as given, opt-ins false unless ticked', async () => {
    const { body } = await register({ optaSms: true });
    const [row] = await t.db.select().from(s.usuario).where(eq(s.usuario.email, body.email));
    const consents = await t.db
      .select()
      .from(s.consentimento)
      .where(eq(s.consentimento.usuarioId, row?.id ?? 0));
    expect(Object.fromEntries(consents.map((c) => [c.finalidade, c.concedido]))).toEqual({
      email: false,
      sms: true,
      whatsapp: false,
      termos: true,
    });
    expect(consents[0]).toMatchObject({
      origem: 'cadastro',
      concedidoPor: 'titular',
      versaoTexto: expect.any(String),
    });
  });

  it('refuses a duplicate e-mail or CPF with the spec text', async () => {
    const { body } = await register();
    const sameEmail = await register({ email: body.email.toUpperCase(), emailConfirm: body.email });
    expect(sameEmail.res.statusCode).toBe(409);
    expect(sameEmail.res.json().detail).toBe(
      'Usuário já possui cadastro. Verifique o E-mail e tente novamente.',
    );
    const sameCpf = await register({ cpf: body.cpf.replace(/\D/g, '') });
    expect(sameCpf.res.statusCode).toBe(409);
  });

  it.each([
    ['cpf', { cpf: '111.111.111-11' }, '- Número de CPF inválido'],
    ['cpf', { cpf: '529.982.247-24' }, '- Número de CPF inválido'],
    ['email', { email: 'ana+x@exemplo.com', emailConfirm: 'ana+x@exemplo.com' }, 'E-mail inválido'],
    [
      'emailConfirm',
      { emailConfirm: 'outro@exemplo.com' },
      'Ambos os campos de email devem ser iguais',
    ],
    [
      'senha',
      { senha: 'semdigito#A', senhaConfirma: 'semdigito#A' },
      ' - Senhas não atendem os requisitos obrigatórios',
    ],
    [
      'senhaConfirma',
      { senhaConfirma: 'Outra#Senha99' },
      ' - Ambos campos de senha devem ser iguais',
    ],
    [
      'dataNascimento',
      { dataNascimento: '31/02/1990' },
      'Data informada inválida, por favor coloque uma data válida',
    ],
    [
      'dataNascimento',
      { dataNascimento: '01/01/1800' },
      'Data informada inválida, por favor coloque uma data válida',
    ],
    [
      'dataNascimento',
      { dataNascimento: birthDateForAge(13) },
      'Usuário menor de 14 anos NÃO pode ser cadastrar na plataforma',
    ],
    ['telefone', { telefone: '(11) 9876-543' }, 'Número de Celular inválido'],
    ['cep', { cep: '01310' }, 'CEP inválido: use o formato 99999-999.'],
    ['aceitaTermos', { aceitaTermos: false }, 'É preciso aceitar os termos de uso.'],
    ['genero', { genero: 'outro' }, 'Selecione uma opção de gênero.'],
    ['responses', { responses: [] }, 'Escolha o seu piloto favorito.'],
    [
      'EmailResponsavel',
      { dataNascimento: birthDateForAge(15) },
      'Informe o e-mail do responsável (menores de 18 anos).',
    ],
  ])('refuses a broken %s rule with 400 on that field', async (field, overrides, detail) => {
    const { res } = await register(overrides);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({ path: `body.${field}`, message: detail });
  });

  it('refuses common passwords, Portuguese ones included', async () => {
    for (const senha of ['Senha@123', 'Flamengo#2024', 'Palmeiras!99', 'Maria@1990']) {
      const { res } = await register({ senha, senhaConfirma: senha });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([
        {
          path: 'body.senha',
          message: 'Senha muito comum: escolha uma senha mais difícil de adivinhar.',
        },
      ]);
    }
    const long = `Ab1#${'x'.repeat(125)}`;
    const tooLong = await register({ senha: long, senhaConfirma: long });
    expect(tooLong.res.json().detail).toBe('A senha deve ter no máximo 128 caracteres.');
  });

  it("refuses an easy-to-guess password that meets every rule, the member's words counted", async () => {
    const weak =
      'Senha fácil de adivinhar: evite nomes, datas e sequências e escolha uma combinação mais longa.';
    const finding = await register({ senha: 'Abc12345!', senhaConfirma: 'Abc12345!' });
    expect(finding.res.statusCode).toBe(400);
    expect(finding.res.headers['content-type']).toContain('application/problem+json');
    expect(finding.res.json()).toMatchObject({
      detail: weak,
      errors: [{ path: 'body.senha', message: weak }],
    });
    const own = { nome: 'Gumercindo', senha: 'Gumercindo@1990', senhaConfirma: 'Gumercindo@1990' };
    expect((await register(own)).res.json().errors).toEqual([
      { path: 'body.senha', message: weak },
    ]);
    expect((await register({ ...own, nome: 'Ana' })).res.statusCode).toBe(201);
  });

  it('refuses a missing, forged or replayed captcha', async () => {
    const missing = await call(
      t,
      'POST',
      '/Registro',
      signUp({ responses: [{ idPesquisaPerfil: 1, resposta: String(driverId) }] }),
    );
    expect(missing.statusCode).toBe(400);
    const forged = await register({
      captcha: Buffer.from('{"algorithm":"SHA-256"}').toString('base64'),
    });
    expect(forged.res.json().errors).toEqual([
      { path: 'body.captcha', message: 'Falha na verificação de segurança. Tente novamente.' },
    ]);
    const captcha = await solveCaptcha(t);
    expect((await register({ captcha })).res.statusCode).toBe(201);
    expect((await register({ captcha })).res.statusCode).toBe(400);
  });

  it('refuses a favourite driver outside the Pro Series list and unknown answers', async () => {
    const other = await t.db
      .insert(s.piloto)
      .values({ nome: 'Fora', sobrenome: 'Lista' })
      .returning();
    const outside = await register({
      responses: [{ idPesquisaPerfil: 1, resposta: String(other[0]?.id) }],
    });
    expect(outside.res.json().errors).toEqual([
      { path: 'body.responses', message: 'Piloto não encontrado.' },
    ]);
    const unknown = await register({
      responses: [
        { idPesquisaPerfil: 1, resposta: String(driverId) },
        { idPesquisaPerfil: 99, resposta: 'x' },
      ],
    });
    expect(unknown.res.statusCode).toBe(400);
  });

  it('refuses a driver id past PostgreSQL integers with a 400, not a server fault', async () => {
    // Found by the OpenAPI fuzz (issue 12): the driver lookup used to fail in the database.
    const { res } = await register({
      responses: [{ idPesquisaPerfil: 1, resposta: String(MAX_ID + 1) }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { path: 'body.responses', message: 'Piloto não encontrado.' },
    ]);
  });

  it('is rate limited per address', async () => {
    const ip = freshIp();
    const codes: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      codes.push((await call(t, 'POST', '/Registro', { email: 'x' }, anon(ip))).statusCode);
    }
    expect(codes.slice(0, 10).every((c) => c === 400)).toBe(true);
    expect(codes[10]).toBe(429);
  });
});

describe('POST /Registro/usuario-existe', () => {
  it('says whether the e-mail or the CPF has an account', async () => {
    const m = await createMember(t, { cpf: nextCpf().replace(/\D/g, '') });
    const check = (body: object) => call(t, 'POST', '/Registro/usuario-existe', body);
    expect((await check({ email: m.email, cpf: nextCpf() })).json()).toEqual({ existe: true });
    expect((await check({ email: 'livre@exemplo.com', cpf: m.cpf })).json()).toEqual({
      existe: true,
    });
    expect(
      (await check({ email: 'livre@exemplo.com', cpf: nextCpf(), celular: m.telefone })).json(),
    ).toEqual({
      existe: false,
    });
    expect((await check({ email: 'livre@exemplo.com', estrangeiro: true })).json()).toEqual({
      existe: false,
    });
    expect((await check({ email: 'livre@exemplo.com', cpf: '123' })).statusCode).toBe(400);
    expect(
      (
        await check({
          email: 'filho@exemplo.com',
          cpf: nextCpf(),
          EmailResponsavel: 'filho@exemplo.com',
        })
      ).json().detail,
    ).toBe('O e-mail do responsável deve ser diferente do seu e-mail.');
  });

  it('is rate limited per address (10 a minute)', async () => {
    const ip = freshIp();
    const codes: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      const res = await call(
        t,
        'POST',
        '/Registro/usuario-existe',
        { email: 'a@b.com', cpf: nextCpf() },
        anon(ip),
      );
      codes.push(res.statusCode);
    }
    expect(codes.filter((c) => c === 200)).toHaveLength(10);
    expect(codes[10]).toBe(429);
  });
});
