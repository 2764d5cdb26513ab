import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { completeCpf, maskCpf } from '@stockcar/shared/validators/cpf';

/*
 * Stock Club helpers for the browser tests: the e-mails and SMS the server sent (kept by
 * e2e/serve.ts in E2E_OUTBOX_DIR) and members made through the real API.
 */

export const PASSWORD = 'Piloto#Veloz2024';

function outboxDir(): string {
  const dir = process.env.E2E_OUTBOX_DIR;
  if (!dir) throw new Error('E2E_OUTBOX_DIR is not set (see playwright.config.ts)');
  return dir;
}

function readOutbox<T>(kind: 'mail' | 'sms'): T[] {
  return readdirSync(outboxDir())
    .filter((name) => name.startsWith(`${kind}-`))
    .sort()
    .map((name) => JSON.parse(readFileSync(path.join(outboxDir(), name), 'utf8')) as T);
}

async function poll<T>(what: string, find: () => T | undefined, timeoutMs = 15_000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const found = find();
    if (found !== undefined) return found;
    if (Date.now() - started > timeoutMs) throw new Error(`${what} did not arrive`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export interface CapturedMail {
  to: string[];
  /** The decoded message (quoted-printable undone). */
  text: string;
  /** Every link in it, as paths with their query (`/stockclub/...?...`). */
  links: string[];
}

function decodeMail(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/(?:=[0-9A-F]{2})+/g, (hex) =>
      Buffer.from(hex.replace(/=/g, ''), 'hex').toString('utf8'),
    );
}

/** The newest e-mail to `to` whose links include one under `linkPath`. */
export function waitForMail(to: string, linkPath: string): Promise<CapturedMail> {
  return poll(`an e-mail to ${to} with ${linkPath}`, () => {
    const mails = readOutbox<{ to: string[]; raw: string }>('mail')
      .filter((mail) => mail.to.some((address) => address.toLowerCase() === to.toLowerCase()))
      .map((mail) => {
        const text = decodeMail(mail.raw);
        const urls = text.match(/https?:\/\/[^\s"<>]+/g) ?? [];
        const links = [...new Set(urls.filter((url) => !url.includes('&amp;')))].map((url) => {
          const parsed = new URL(url);
          return parsed.pathname + parsed.search;
        });
        return { to: mail.to, text, links };
      });
    return mails.reverse().find((mail) => mail.links.some((link) => link.startsWith(linkPath)));
  });
}

export function linkIn(mail: CapturedMail, linkPath: string): string {
  const link = mail.links.find((candidate) => candidate.startsWith(linkPath));
  if (!link) throw new Error(`no ${linkPath} link in the e-mail`);
  return link;
}

/** The newest SMS code sent to a number (E.164, e.g. +5511987654321) after `since`. */
export function waitForSmsCode(to: string, seen = 0): Promise<string> {
  return poll(`an SMS to ${to}`, () => {
    const messages = readOutbox<{ to: string; text: string }>('sms').filter((m) => m.to === to);
    if (messages.length <= seen) return undefined;
    return /\b(\d{6})\b/.exec(messages.at(-1)?.text ?? '')?.[1];
  });
}

/** How many SMS a number has received so far (to wait for the next one). */
export function smsCount(to: string): number {
  return readOutbox<{ to: string }>('sms').filter((m) => m.to === to).length;
}

let serial = 0;
/** A CPF and an e-mail no other test of this run uses. */
export function uniqueMember(prefix = 'e2e') {
  serial += 1;
  const stamp = `${Date.now()}${serial}${process.pid}`;
  return {
    email: `${prefix}.${stamp}@stockclub.example.com`,
    cpf: maskCpf(completeCpf(stamp.slice(-9).padStart(9, '7'))),
  };
}

/** A mobile number no other test of this run uses, masked and in E.164. */
export function uniqueMobile() {
  serial += 1;
  const eight = String((Date.now() + serial * 7919 + process.pid) % 100_000_000).padStart(8, '0');
  return { masked: `(11) 9${eight.slice(0, 4)}-${eight.slice(4)}`, e164: `+55119${eight}` };
}

interface Api {
  get(path: string): Promise<unknown>;
  post(path: string, data: object): Promise<unknown>;
}

async function api(request: APIRequestContext): Promise<Api> {
  const config = (await (await request.get('/runtime-config.json')).json()) as {
    apiKey: string;
    apiBaseUrl: string;
  };
  const headers = { 'x-api-key': config.apiKey };
  const check = async (what: string, response: Awaited<ReturnType<typeof request.get>>) => {
    if (!response.ok()) throw new Error(`${what}: ${response.status()} ${await response.text()}`);
    return (await response.json()) as unknown;
  };
  return {
    get: async (p) => check(p, await request.get(`${config.apiBaseUrl}${p}`, { headers })),
    post: async (p, data) =>
      check(p, await request.post(`${config.apiBaseUrl}${p}`, { headers, data })),
  };
}

/** The ALTCHA proof of work, solved the way the page does it. */
export function solve(challenge: {
  algorithm: string;
  challenge: string;
  maxnumber: number;
  salt: string;
  signature: string;
}): string {
  for (let number = 0; number <= challenge.maxnumber; number += 1) {
    const hash = createHash('sha256').update(`${challenge.salt}${number}`).digest('hex');
    if (hash === challenge.challenge) {
      const { algorithm, salt, signature } = challenge;
      return Buffer.from(
        JSON.stringify({ algorithm, challenge: challenge.challenge, number, salt, signature }),
      ).toString('base64');
    }
  }
  throw new Error('captcha not solved');
}

export interface Member {
  email: string;
  senha: string;
  cpf: string;
  telefone: string;
}

/**
 * An adult member signed up through the API and activated with the link of the captured e-mail.
 * `cadastroCompleto` is true after a sign-up; the profile tests change what they need.
 */
export async function createActiveMember(request: APIRequestContext): Promise<Member> {
  const client = await api(request);
  const { email, cpf } = uniqueMember();
  const telefone = uniqueMobile().masked;
  const { pilotos } = (await client.get('/Piloto/categoria/1')) as {
    pilotos: { idPiloto: number }[];
  };
  const captcha = solve((await client.get('/Captcha/desafio')) as Parameters<typeof solve>[0]);
  await client.post('/Registro', {
    nome: 'Teste',
    sobrenome: 'Automatizado',
    genero: 'prefiro não dizer',
    cpf,
    dataNascimento: '10/05/1990',
    email,
    emailConfirm: email,
    telefone,
    cep: '01310-100',
    logradouro: 'Avenida Paulista',
    bairro: 'Bela Vista',
    cidade: 'São Paulo',
    uf: 'SP',
    senha: PASSWORD,
    senhaConfirma: PASSWORD,
    aceitaTermos: true,
    responses: [{ idPesquisaPerfil: 1, resposta: String(pilotos[0]?.idPiloto) }],
    captcha,
  });
  const mail = await waitForMail(email, '/stockclub/confirmacao-registro');
  const hash = new URL(linkIn(mail, '/stockclub/confirmacao-registro'), 'http://x').searchParams;
  await client.post('/Registro/confirmacao', { hash: hash.get('hash') });
  return { email, senha: PASSWORD, cpf, telefone };
}

const birthDateForAge = (years: number) => `15/03/${new Date().getFullYear() - years}`;

interface SignUpData {
  email: string;
  cpf: string;
  age?: number;
  /** Ages 14 to 17. */
  guardianEmail?: string;
  telefone?: string;
}

/** Fills step 0 of /stockclub/cadastro as a Brazilian member (fan-club.md §3 Sign-up form). */
export async function fillSignUpPersonalData(page: Page, member: SignUpData, age = member.age) {
  const text = (name: RegExp) => page.getByRole('textbox', { name });
  await text(/^Nome/).fill('Marina');
  await text(/^Sobrenome/).fill('Teixeira');
  await page.getByRole('combobox', { name: /^Gênero/ }).selectOption('Feminino');
  await text(/^CPF/).fill(member.cpf);
  await text(/^Data de nascimento/).fill(birthDateForAge(age ?? 30));
  if (member.guardianEmail) await text(/^E-mail do responsável/).fill(member.guardianEmail);
  await text(/^E-mail$/).fill(member.email);
  await text(/^Confirme o e-mail/).fill(member.email);
  await text(/^Celular/).fill(member.telefone ?? '11987654321');
  // The CEP fills the address through the API's lookup (the e2e server's loopback ViaCEP,
  // e2e/outbox-server.ts); the member then adds the house number (fan-club.md §5).
  await text(/^CEP/).fill('01310100');
  await expect(text(/^Endereço/)).toHaveValue('Avenida Paulista');
  await expect(text(/^Bairro/)).toHaveValue('Bela Vista');
  await expect(text(/^Cidade/)).toHaveValue('São Paulo');
  await expect(page.getByRole('combobox', { name: /^UF/ })).toHaveValue('SP');
  await text(/^Endereço/).fill('Avenida Paulista, 1000');
  await page.getByLabel(/^Senha/).fill(PASSWORD);
  await page.getByLabel(/^Confirme a senha/).fill(PASSWORD);
  await page.getByRole('checkbox', { name: /termos de uso/ }).check();
}

/** Both steps of the sign-up, the first driver as favourite, up to the confirmation screen. */
export async function signUpThroughTheForm(page: Page, member: SignUpData): Promise<void> {
  await page.goto('/stockclub/cadastro');
  await fillSignUpPersonalData(page, member);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page.getByRole('radio').first().check();
  await page.getByRole('button', { name: 'Cadastrar' }).click();
  await expect(page.getByRole('heading', { name: 'Cadastro realizado!' })).toBeVisible({
    timeout: 20_000,
  });
}

/** Logs in through the form and waits for the club home (fan-club.md §2). */
export async function logIn(page: Page, email: string, senha = PASSWORD): Promise<void> {
  await page.goto('/stockclub/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha').fill(senha);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/stockclub\/home/);
}
