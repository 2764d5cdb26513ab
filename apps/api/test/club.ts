import { solveChallenge } from 'altcha-lib/v1';
import { completeCpf, maskCpf } from '@stockcar/shared/validators/cpf';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import type { Db } from '../src/db/client.ts';
import * as s from '../src/db/schema/index.ts';
import { createCategoria, createInscricao, createPiloto } from './factories.ts';
import { startFakeSmtp, type ReceivedMail } from './fake-smtp.ts';
import { TEST_API_KEY, createTestApp, freshIp, type TestApp } from './helper.ts';

/** Stock Club test helpers: cheap argon2 and captcha (config only), members, e-mails, SMS. */

export const PASSWORD = 'Piloto#Veloz2024';
export const REFRESH = 'stockclub_rt';

export function createClubApp(env: Record<string, string> = {}) {
  return createTestApp({
    ARGON2_MEMORY_KIB: '256',
    ARGON2_TIME_COST: '1',
    CAPTCHA_MAX_NUMBER: '1000',
    PUBLIC_URL: 'https://clube.example',
    ...env,
  });
}

export type FakeSmtp = Awaited<ReturnType<typeof startFakeSmtp>>;
export interface ClubContext {
  t: TestApp;
  smtp: FakeSmtp;
}

/**
 * The test file's app, with a real SMTP peer on loopback as its mail server: made before the
 * file's tests (then `ready` runs) and closed after them.
 */
export function setupClub(
  env: Record<string, string>,
  ready: (ctx: ClubContext) => Promise<void> | void,
) {
  const ctx = {} as ClubContext;
  beforeAll(async () => {
    ctx.smtp = await startFakeSmtp();
    ctx.t = await createClubApp({ MAIL_URL: ctx.smtp.url, ...env });
    await ready(ctx);
  });
  afterAll(async () => {
    await ctx.t.close();
    await ctx.smtp.close();
  });
}

/**
 * The test file's app with e-mails kept in its outbox (no mail server) and one Pro Series driver
 * for sign-ups to pick: made before the file's tests (then `ready` runs) and closed after them.
 */
export function setupOutboxClub(ready: (ctx: { t: TestApp; driverId: number }) => void) {
  let t: TestApp | undefined;
  beforeAll(async () => {
    t = await createClubApp();
    ready({ t, driverId: (await createProSeriesDrivers(t.db, 1))[0]?.id ?? 0 });
  });
  afterAll(() => t?.close());
}

/** Headers of an anonymous call from a fresh address (per-address limits stay out of the way). */
export const anon = (ip = freshIp()) => ({ 'x-api-key': TEST_API_KEY, 'x-forwarded-for': ip });
export const bearer = (token: string, ip = freshIp()) => ({
  ...anon(ip),
  authorization: `Bearer ${token}`,
});

type Method = 'GET' | 'POST' | 'PUT';
export function call(
  t: TestApp,
  method: Method,
  url: string,
  payload?: object,
  headers: Record<string, string> = anon(),
  cookies?: Record<string, string>,
) {
  return t.app.inject({ method, url: `/api/v1${url}`, headers, payload, cookies });
}

/** Solves the captcha as a browser would (altcha-lib's own solver). */
export async function solveCaptcha(t: TestApp): Promise<string> {
  const challenge = (await call(t, 'GET', '/Captcha/desafio')).json();
  const solution = await solveChallenge(
    challenge.challenge,
    challenge.salt,
    'SHA-256',
    challenge.maxnumber,
  ).promise;
  if (!solution) throw new Error('captcha not solved');
  const payload = { ...challenge, number: solution.number };
  delete payload.maxnumber;
  return Buffer.from(JSON.stringify(payload)).toString('base64');
}

/** Pro Series (category 1) with this season's drivers: the favourite-driver choices. */
export async function createProSeriesDrivers(db: Db, count = 2) {
  await createCategoria(db, { id: 1, slug: 'proseries' });
  const temporada = new Date().getUTCFullYear();
  const drivers = [];
  for (let i = 0; i < count; i += 1) {
    const piloto = await createPiloto(db, { imagemCapacete: `/m/capacete-${i}.svg` });
    const entry = await createInscricao(db, { categoriaId: 1, temporada, pilotoId: piloto.id });
    drivers.push({ ...piloto, numero: entry.numero });
  }
  return drivers;
}

/** A São Paulo address for members and sign-ups. */
export const ADDRESS = {
  cep: '01310-100',
  logradouro: 'Avenida Paulista',
  bairro: 'Bela Vista',
  cidade: 'São Paulo',
  uf: 'SP',
};

let memberSequence = 0;
const hashes = new WeakMap<TestApp, Promise<string>>();

/** An active adult with a complete profile; overrides change any column. */
export async function createMember(
  t: TestApp,
  overrides: Partial<typeof s.usuario.$inferInsert> = {},
) {
  memberSequence += 1;
  if (!hashes.has(t)) hashes.set(t, t.app.passwords.hash(PASSWORD));
  const [row] = await t.db
    .insert(s.usuario)
    .values({
      nome: `Membro ${memberSequence}`,
      genero: 'Feminino',
      cpf: nextCpf().replace(/\D/g, ''),
      dataNascimento: '1990-06-15',
      email: `membro${memberSequence}.${Date.now()}@exemplo.com`,
      telefone: '(11) 98765-4321',
      ...ADDRESS,
      senhaHash: await (hashes.get(t) as Promise<string>),
      emailConfirmadoEm: new Date(),
      cadastroCompleto: true,
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('member not created');
  return row;
}

export function refreshCookie(res: LightMyRequestResponse) {
  return res.cookies.find((c) => c.name === REFRESH);
}

/** Logs in; the access token and the refresh cookie's value. */
export async function login(t: TestApp, email: string, senha = PASSWORD) {
  const res = await call(t, 'POST', '/Autenticacao/login', { email, senha });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  return {
    accessToken: res.json().accessToken as string,
    refresh: refreshCookie(res)?.value ?? '',
  };
}

/** The decoded text of a received e-mail (quoted-printable undone). */
export function mailText(mail: ReceivedMail): string {
  return mail.raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The links of an e-mail's text part, parsed. */
export function linksOf(mail: ReceivedMail): URL[] {
  const found = mailText(mail).match(/https?:\/\/[^\s"<>]+/g) ?? [];
  return [...new Set(found.filter((l) => !l.includes('&amp;')))].map((l) => new URL(l));
}

/** The newest SMS kept in the outbox for a number (E.164) and the 6-digit code in it. */
export async function lastSmsCode(db: Db, to: string) {
  const [row] = await db
    .select()
    .from(s.mensagemSaida)
    .where(and(eq(s.mensagemSaida.canal, 'sms'), eq(s.mensagemSaida.destino, to)))
    .orderBy(desc(s.mensagemSaida.id))
    .limit(1);
  return row?.corpo.match(/\b\d{6}\b/)?.[0];
}

/** One minute in milliseconds, for moving stored instants back in time. */
export const MINUTE = 60 * 1000;

let cpfSequence = 100_000_000;
/** A valid CPF not used before in this run. */
export function nextCpf(): string {
  cpfSequence += 7919;
  return maskCpf(completeCpf(String(cpfSequence)));
}

/** Birth date of someone who is `age` years old today (dd/mm/yyyy). */
export function birthDateForAge(age: number): string {
  return `01/01/${new Date().getFullYear() - age}`;
}

/** A complete adult Brazilian sign-up; `captcha` must be solved by the caller. */
export function signUp(overrides: Record<string, unknown> = {}) {
  memberSequence += 1;
  const email = `novo${memberSequence}.${Date.now()}@exemplo.com`;
  return {
    nome: 'Ana Souza',
    genero: 'Feminino',
    cpf: nextCpf(),
    dataNascimento: '15/06/1990',
    email,
    emailConfirm: email,
    telefone: '(11) 98765-4321',
    ...ADDRESS,
    senha: PASSWORD,
    senhaConfirma: PASSWORD,
    aceitaTermos: true,
    responses: [] as { idPesquisaPerfil: number; resposta: string }[],
    ...overrides,
  };
}

/** A sign-up body with the favourite driver answered and the captcha solved. */
export async function readySignUp(
  t: TestApp,
  driverId: number,
  overrides: Record<string, unknown> = {},
) {
  return signUp({
    responses: [{ idPesquisaPerfil: 1, resposta: String(driverId) }],
    captcha: await solveCaptcha(t),
    ...overrides,
  });
}
