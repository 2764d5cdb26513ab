import { createHmac, randomUUID } from 'node:crypto';
import { createFolderStorage } from '../../src/services/storage.ts';
import { startSession } from '../../src/plugins/auth/sessions.ts';
import { seedDemo } from '../../src/seed/index.ts';
import { createMember, solveCaptcha } from '../club.ts';
import { startFakeHttp } from '../fake-http.ts';
import { nextMobile } from '../fanpush.ts';
import { TEST_API_KEY, createTestApp, freshIp, type TestApp } from '../helper.ts';
import { MEMBER_KINDS, type MemberKind } from './member-kinds.ts';
import { operationsOf, type OpenApiDocument, type Operation } from './operations.ts';
import { createRng } from './random.ts';
import { validValue } from './schema-values.ts';

/** The app under fuzz: demo content, cheap argon2 and captcha, a loopback CEP service. */

/** The seed of every run unless FUZZ_SEED replays another. */
export const DEFAULT_FUZZ_SEED = 20_251_212;

/** Settings of a run: FUZZ_SEED replays a run, FUZZ_OPERATION narrows it, FUZZ_CASES widens it. */
export function fuzzSettings() {
  const seed = Number(process.env.FUZZ_SEED || DEFAULT_FUZZ_SEED);
  const cases = Number(process.env.FUZZ_CASES || 24);
  if (!Number.isSafeInteger(seed)) throw new Error('FUZZ_SEED must be an integer');
  if (!Number.isSafeInteger(cases) || cases < 1) throw new Error('FUZZ_CASES must be positive');
  return { seed, cases, only: process.env.FUZZ_OPERATION || undefined };
}

/** ViaCEP on loopback: an address for every CEP but 00000-000, which it does not know. */
function startFakeCep() {
  return startFakeHttp((req) => {
    const cep = /\/ws\/(\d{8})\/json/.exec(req.path)?.[1] ?? '';
    if (cep === '' || cep === '00000000') return { status: 200, body: { erro: true } };
    return {
      status: 200,
      body: {
        cep,
        logradouro: 'Avenida Paulista',
        bairro: 'Bela Vista',
        localidade: 'São Paulo',
        uf: 'SP',
      },
    };
  });
}

/** HS256 by hand, so tests can sign what the app itself never would. */
function signJwt(claims: object, secret: string, alg = 'HS256'): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const unsigned = `${part({ alg, typ: 'JWT' })}.${part(claims)}`;
  const signature =
    alg === 'none' ? '' : createHmac('sha256', secret).update(unsigned).digest('base64url');
  return `${unsigned}.${signature}`;
}

/** A member of a kind (by default allowed everywhere) and a live session of theirs. */
export async function memberSession(t: TestApp, kind: MemberKind = 'completo') {
  const member = await createMember(t, {
    telefone: nextMobile().masked,
    celularAtivo: true,
    aceitaFluxoFanpush: true,
    ...MEMBER_KINDS[kind],
  });
  const session = await startSession(t.db, member.id);
  const accessToken = t.app.jwt.sign({ sub: String(member.id), sid: session.familyId });
  return { member, accessToken, refreshToken: session.token };
}

/** Tokens the server must refuse: forged, expired, of no session, of no member, malformed. */
async function badTokens(t: TestApp): Promise<string[]> {
  const { member } = await memberSession(t);
  const secret = t.app.config.jwtSecret;
  const now = Math.floor(Date.now() / 1000);
  const sub = String(member.id);
  return [
    'x',
    'a.b.c',
    'x'.repeat(10_000),
    signJwt({ sub, sid: randomUUID() }, 'not-the-secret-0123456789-0123456789'),
    signJwt({ sub, sid: randomUUID() }, secret, 'none'),
    signJwt({ sub, sid: randomUUID(), iat: now - 7200, exp: now - 3600 }, secret),
    signJwt({ sub, iat: now }, secret),
    signJwt({ sub, sid: randomUUID(), iat: now }, secret),
    signJwt({ sub: '999999999', sid: randomUUID(), iat: now }, secret),
    signJwt({ sub, sid: 'não-é-uuid', iat: now }, secret),
    signJwt({ sub: 'abc', sid: 'abc', iat: now }, secret),
    signJwt({ sub: '-1', sid: '\u0000', iat: now }, secret),
    signJwt({ sub: { $ne: 1 }, sid: [1], iat: now }, secret),
    signJwt({ sub: '1e400', sid: 'x'.repeat(5000), iat: now }, secret),
  ];
}

/** Saves a talent-bank candidate through the API: its answer holds what an upload needs. */
async function uploadFields(t: TestApp, operations: Operation[], captcha: () => string) {
  const save = operations.find((op) => op.key === 'POST /api/v1/RH/Candidato');
  const rng = createRng(1, 'candidato');
  for (let attempt = 0; save?.body && attempt < 20; attempt += 1) {
    const body = validValue(save.body, { rng, captcha, ids: [1, 2, 3] });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/RH/Candidato',
      headers: { 'x-api-key': TEST_API_KEY, 'x-forwarded-for': freshIp() },
      payload: body as object,
    });
    if (res.statusCode < 300) {
      const saved = res.json<Record<string, unknown>>();
      return Object.fromEntries(Object.entries(saved).map(([k, v]) => [k, String(v)]));
    }
  }
  throw new Error('the fuzz could not save a candidate to upload a CV for');
}

export async function startFuzzApp() {
  const cep = await startFakeCep();
  const t = await createTestApp({
    ARGON2_MEMORY_KIB: '256',
    ARGON2_TIME_COST: '1',
    CAPTCHA_MAX_NUMBER: '1000',
    CEP_URL: cep.url,
  });
  await seedDemo({
    db: t.db,
    storage: createFolderStorage(t.dataDir),
    now: new Date(),
    ticketsUrl: 'https://ingressos.example',
  });
  const operations = operationsOf(t.app.swagger() as OpenApiDocument);
  // Captchas are single-use: enough solved ones for the valid cases that ask for one.
  const solved = await Promise.all(Array.from({ length: 64 }, () => solveCaptcha(t)));
  const captcha = () => solved.shift() ?? 'captcha-esgotado';
  return {
    t,
    operations,
    context: {
      apiKey: TEST_API_KEY,
      captcha,
      ids: Array.from({ length: 12 }, (_, i) => i + 1),
      badTokens: await badTokens(t),
      uploadFields: await uploadFields(t, operations, captcha),
    },
    close: async () => {
      await t.close();
      await cep.close();
    },
  };
}
