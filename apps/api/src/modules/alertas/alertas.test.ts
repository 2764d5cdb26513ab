import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createCategoria } from '../../../test/factories.ts';
import { startFakeBot } from '../../../test/fake-bot.ts';
import { TEST_API_KEY, createTestApp, type TestApp } from '../../../test/helper.ts';

let t: TestApp;
let bot: Awaited<ReturnType<typeof startFakeBot>>;

const decodeBody = (text: string) => {
  const base64 = /Corpo \(base64\): (\S*)/.exec(text)?.[1] ?? '';
  return Buffer.from(base64, 'base64').toString('utf8');
};

beforeAll(async () => {
  bot = await startFakeBot();
  t = await createTestApp({
    ALERT_BOT_URL: bot.url,
    ALERT_BOT_TOKEN: '123:abc',
    ALERT_CHAT_ID: '-100200',
    APP_NAME: 'stockcar-teste',
  });
  await createCategoria(t.db, { id: 1 });
});
afterAll(async () => {
  await t.close();
  await bot.close();
});
beforeEach(() => {
  bot.messages.length = 0;
});

describe('failure alerts posted by the server', () => {
  it('posts a failed request with app name, date, url, status, response and base64 body', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/alertas',
      headers: { 'x-api-key': TEST_API_KEY },
      payload: { url: '', status: 'x', senha: 'Segredo!1' },
    });
    expect(res.statusCode).toBe(400);
    const [message] = await bot.waitFor(1);
    expect(message?.path).toBe('/bot123:abc/sendMessage');
    expect(message?.body.chat_id).toBe('-100200');
    const text = message?.body.text ?? '';
    expect(text).toContain('stockcar-teste (api)');
    expect(text).toMatch(/Data: \d{2}\/\d{2}\/\d{4}/);
    expect(text).toContain('URL: POST /api/v1/alertas');
    expect(text).toContain('Status: 400');
    expect(text).toContain('"status":400');
    // The body travels base64-encoded, with secrets removed.
    const body = JSON.parse(decodeBody(text));
    expect(body).toEqual({ url: '', status: 'x', senha: '[removido]' });
  });

  it('keeps personal data and secret query values out of the chat (issue 12)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/alertas?h=link-secret-123&idioma=pt-br',
      headers: { 'x-api-key': TEST_API_KEY },
      payload: {
        status: 'x',
        nome: 'Joana Lima',
        celular: '(11) 91234-5678',
        logradouro: 'Rua das Flores, 10',
        dados: { emailResponsavel: 'mae@exemplo.com', cep: '01310-100' },
        mensagem: 'me liga em joana@exemplo.com ou (11) 98888-7777, CPF 529.982.247-25',
      },
    });
    expect(res.statusCode).toBe(400);
    const [message] = await bot.waitFor(1);
    const text = message?.body.text ?? '';
    expect(text).toContain('URL: POST /api/v1/alertas?h=[removido]&idioma=pt-br');
    const sent = decodeBody(text);
    for (const personal of [
      'Joana',
      '91234-5678',
      'Flores',
      'mae@exemplo.com',
      '01310-100',
      'joana@exemplo.com',
      '98888-7777',
      '529.982.247-25',
      'link-secret-123',
    ]) {
      expect(`${text}\n${sent}`).not.toContain(personal);
    }
    expect(JSON.parse(sent)).toMatchObject({ status: 'x', nome: '[removido]' });
  });

  it('posts a 401 and never a 404', async () => {
    await t.app.inject({ url: '/api/v1/Categoria/999', headers: { 'x-api-key': TEST_API_KEY } });
    await t.app.inject({ url: '/api/v1/Categoria/1' });
    const messages = await bot.waitFor(1);
    await new Promise((r) => setTimeout(r, 150));
    expect(messages).toHaveLength(1);
    expect(messages[0]?.body.text).toContain('Status: 401');
  });

  it('posts nothing for a successful request', async () => {
    await t.app.inject({ url: '/api/v1/Categoria/1', headers: { 'x-api-key': TEST_API_KEY } });
    await new Promise((r) => setTimeout(r, 150));
    expect(bot.messages).toHaveLength(0);
  });
});

describe('POST /alertas (failures the web client saw)', () => {
  const report = (payload: object) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/alertas',
      headers: { 'x-api-key': TEST_API_KEY },
      payload,
    });

  it('forwards what only the client saw (a gateway error), marked as coming from the web', async () => {
    const corpo = Buffer.from(JSON.stringify({ email: 'a@b.com', password: 'x' })).toString(
      'base64',
    );
    const res = await report({
      url: '/api/v1/Perfil',
      metodo: 'PUT',
      status: 504,
      resposta: 'Ocorreu um erro',
      corpoRequisicao: corpo,
    });
    expect(res.statusCode).toBe(202);
    const [message] = await bot.waitFor(1);
    const text = message?.body.text ?? '';
    expect(text).toContain('stockcar-teste (web)');
    expect(text).toContain('URL: PUT /api/v1/Perfil');
    expect(text).toContain('Status: 504');
    expect(text).toContain('Resposta: Ocorreu um erro');
    expect(JSON.parse(decodeBody(text))).toEqual({ email: '[removido]', password: '[removido]' });
  });

  it('does not post twice a failure the API answered and already posted itself', async () => {
    const res = await report({ url: 'http://localhost:3000/api/v1/Categoria/999', status: 400 });
    expect(res.statusCode).toBe(202);
    const network = await report({ url: '/api/v1/AoVivo', status: 0, resposta: 'Failed to fetch' });
    expect(network.statusCode).toBe(202);
    const messages = await bot.waitFor(1);
    await new Promise((r) => setTimeout(r, 150));
    expect(messages).toHaveLength(1);
    expect(messages[0]?.body.text).toContain('Status: 0');
  });

  it('400s on a report without url or status', async () => {
    const res = await report({ resposta: 'x' });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toContain('application/problem+json');
  });

  it('limits reports to 20 a minute per address', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 22; i += 1) {
      codes.push((await report({ url: '/x', status: 500, resposta: `${i}` })).statusCode);
    }
    // Earlier tests in this file already used some of the budget.
    expect(codes).toContain(429);
    const limited = await report({ url: '/x', status: 500 });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().detail).toBe('Muitas requisições. Aguarde um pouco e tente novamente.');
    expect(limited.headers['retry-after']).toBeDefined();
  });
});
