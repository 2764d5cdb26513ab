import { count } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MAX_ID } from '@stockcar/shared/schemas/common';
import { commercialPtBr } from '@stockcar/shared/locales/commercial/pt-br';
import * as s from '../../db/schema/index.ts';
import { createB2BProduto } from '../../../test/factories.ts';
import { startFakeSmtp } from '../../../test/fake-smtp.ts';
import { TEST_API_KEY, createTestApp, freshIp, type TestApp } from '../../../test/helper.ts';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startFakeSmtp>>;
let produtoId: number;

const valid = () => ({
  idProduto: produtoId,
  nomeEmpresa: 'Acme Logistica',
  nomeResponsavel: 'Ana Souza',
  cargo: 'Diretora',
  email: 'ana@acme.com.br',
  celular: '(11) 98765-4321',
  interesse: 'camarote-coorporativo',
  objetivoNetworking: true,
  objetivoOutros: true,
  objetivoOutrosDescricao: 'Lancamento de produto',
});

const post = (payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/B2B/Proposta',
    headers: { 'x-api-key': TEST_API_KEY, 'x-forwarded-for': freshIp(), ...headers },
    payload,
  });

const proposals = async () => (await t.db.select({ n: count() }).from(s.b2bProposta))[0]?.n ?? 0;

beforeAll(async () => {
  smtp = await startFakeSmtp();
  t = await createTestApp({ MAIL_URL: smtp.url, STAFF_EMAIL: 'comercial@stockcar.test' });
  produtoId = (
    await createB2BProduto(t.db, {
      nome: 'Camarote Reta Oposta',
      dataInicio: '2026-12-12',
      dataFim: '2026-12-13',
    })
  ).id;
  await createB2BProduto(t.db, { nome: 'Inativo', ativo: false });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});
beforeEach(() => {
  smtp.received.length = 0;
});

describe('GET /B2B/Produto', () => {
  it('lists the active products with the spec fields', async () => {
    const rows = (await t.get('/api/v1/B2B/Produto')).json();
    expect(rows).toEqual([
      expect.objectContaining({
        idProduto: produtoId,
        nome: 'Camarote Reta Oposta',
        dataInicio: '2026-12-12',
        dataFim: '2026-12-13',
        local: 'Interlagos',
        cidade: 'São Paulo',
        uf: 'SP',
      }),
    ]);
  });
});

describe('POST /B2B/Proposta', () => {
  it('stores the proposal with the others text bound, and e-mails the staff over SMTP', async () => {
    const res = await post(valid());
    expect(res.statusCode).toBe(201);
    const [row] = await t.db.select().from(s.b2bProposta);
    expect(row).toMatchObject({
      nomeEmpresa: 'Acme Logistica',
      interesse: 'camarote-coorporativo',
      objetivoOutrosDescricao: 'Lancamento de produto',
    });
    expect(row?.objetivos).toEqual(['Networking', 'Outros']);
    const [mail] = await smtp.waitFor(1);
    expect(mail?.to).toEqual(['comercial@stockcar.test']);
    expect(mail?.raw).toContain('Acme Logistica');
    expect(mail?.raw).toContain('ana@acme.com.br');
  });

  it('creates one record for a retried submission and answers the same id', async () => {
    const before = await proposals();
    const body = { ...valid(), nomeEmpresa: 'Retry SA' };
    const first = await post(body);
    const second = await post(body);
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(200);
    expect(second.json().id).toBe(first.json().id);
    expect(await proposals()).toBe(before + 1);
  });

  it('creates one record for a double click (concurrent) with the same Idempotency-Key', async () => {
    const before = await proposals();
    const key = { 'idempotency-key': 'clique-duplo-1' };
    const [a, b] = await Promise.all([
      post({ ...valid(), cargo: 'CEO' }, key),
      post({ ...valid(), cargo: 'CEO' }, key),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 201]);
    expect(a.json().id).toBe(b.json().id);
    expect(await proposals()).toBe(before + 1);
  });

  it.each([
    ['nomeEmpresa', '', 'Campo obrigatório.'],
    ['nomeResponsavel', '   ', 'Campo obrigatório.'],
    ['cargo', '', 'Campo obrigatório.'],
    ['email', 'ana.acme.com', 'E-mail inválido.'],
    ['celular', '(11) 3333-4444', 'Celular inválido: use o formato (DD) 99999-9999.'],
    ['celular', '11987654321', 'Celular inválido: use o formato (DD) 99999-9999.'],
    ['interesse', '', 'Selecione seu interesse'],
    ['objetivoOutrosDescricao', 'x'.repeat(301), 'Máximo de 300 caracteres.'],
  ])('refuses %s = %j with "%s" and stores nothing', async (field, value, detail) => {
    const before = await proposals();
    const res = await post({ ...valid(), [field]: value });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe(detail);
    expect(await proposals()).toBe(before);
  });

  it('asks for the others text when others is ticked', async () => {
    const res = await post({ ...valid(), objetivoOutrosDescricao: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe('Descreva o outro objetivo.');
  });

  it('404s for a product that is not on offer', async () => {
    expect((await post({ ...valid(), idProduto: 99999 })).statusCode).toBe(404);
  });

  it('refuses a product id past PostgreSQL integers with a 400, not a server fault', async () => {
    // Found by the OpenAPI fuzz (issue 12): the lookup used to fail in the database.
    const res = await post({ ...valid(), idProduto: MAX_ID + 1 });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe(commercialPtBr.proposal.notFound);
  });
});

describe('rate limit', () => {
  it('answers 429 after 10 proposals a minute from one address', async () => {
    const ip = { 'x-forwarded-for': freshIp() };
    const codes = [];
    for (let i = 0; i < 11; i += 1)
      codes.push((await post({ ...valid(), cargo: `Cargo ${i}` }, ip)).statusCode);
    expect(codes.slice(0, 10).every((c) => c === 201)).toBe(true);
    expect(codes[10]).toBe(429);
  });
});

describe('POST /Patrocinador', () => {
  const lead = {
    empresa: 'Banco Pampa',
    nomeResponsavel: 'Rui',
    cargo: 'Marketing',
    email: 'rui@pampa.com',
    celular: '(51) 99876-5432',
  };
  const send = (payload: object) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/Patrocinador',
      headers: { 'x-api-key': TEST_API_KEY, 'x-forwarded-for': freshIp() },
      payload,
    });

  it('stores the lead once and e-mails the staff', async () => {
    const first = await send(lead);
    expect(first.statusCode).toBe(201);
    expect((await send(lead)).json().id).toBe(first.json().id);
    expect((await t.db.select({ n: count() }).from(s.patrocinadorLead))[0]?.n).toBe(1);
    const [mail] = await smtp.waitFor(1);
    expect(mail?.raw).toContain('Banco Pampa');
  });

  it.each([
    ['empresa', ''],
    ['email', 'rui-pampa.com'],
    ['celular', '(51) 9987-6543'],
  ])('refuses an invalid %s', async (field, value) => {
    expect((await send({ ...lead, [field]: value })).statusCode).toBe(400);
  });

  it.each([
    ['nomeResponsavel', '', 'Campo obrigatório.'],
    ['nomeResponsavel', '   ', 'Campo obrigatório.'],
    ['nomeResponsavel', 'R'.repeat(151), 'Máximo de 150 caracteres.'],
    ['nomeResponsavel', undefined, 'Campo obrigatório.'],
    ['cargo', '', 'Campo obrigatório.'],
    ['cargo', '\t ', 'Campo obrigatório.'],
    ['cargo', 'C'.repeat(151), 'Máximo de 150 caracteres.'],
    ['cargo', undefined, 'Campo obrigatório.'],
  ])(
    'refuses %s = %j with "%s" as problem+json and stores nothing',
    async (field, value, detail) => {
      const leads = async () =>
        (await t.db.select({ n: count() }).from(s.patrocinadorLead))[0]?.n ?? 0;
      const before = await leads();
      const res = await send({ ...lead, empresa: 'Lead Invalido', [field]: value });
      expect(res.statusCode).toBe(400);
      expect(res.headers['content-type']).toContain('application/problem+json');
      expect(res.json().detail).toBe(detail);
      expect(await leads()).toBe(before);
    },
  );
});
