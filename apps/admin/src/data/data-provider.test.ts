import { http, HttpResponse } from 'msw';
import type { HttpError } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { signIn } from '../auth/session.ts';
import { server } from '../testing/msw.ts';
import { adminPath } from '../testing/runtime-config.ts';
import { dataProvider, listQuery } from './data-provider.ts';

const STAFF = { id: 1, email: 'admin@stockcar.local', nome: 'Ana', papel: 'admin' };
const problem = (status: number, body: object) =>
  HttpResponse.json({ type: 'about:blank', status, ...body }, {
    status,
    headers: { 'content-type': 'application/problem+json' },
  });

/** Signs in (token `t1`); later renewals hand out `t2`. */
async function signedIn() {
  server.use(
    http.post(adminPath('/sessao'), () => HttpResponse.json({ accessToken: 't1', staff: STAFF })),
    http.post(adminPath('/sessao/renovar'), () =>
      HttpResponse.json({ accessToken: 't2', staff: STAFF }),
    ),
  );
  await signIn({ email: STAFF.email, senha: 'x', codigo: '123456' });
}

async function rejection(promise: Promise<unknown>): Promise<HttpError> {
  try {
    await promise;
  } catch (error) {
    return error as HttpError;
  }
  throw new Error('expected a rejection');
}

describe('listQuery', () => {
  it('names paging, sort, search and filters as the protocol does', () => {
    const query = listQuery({
      pagination: { page: 2, perPage: 50 },
      sort: { field: 'em', order: 'DESC' },
      filter: { q: 'ana', acao: 'editar', vazio: '', nada: null, tags: ['a', 'b'], ativo: false },
    });
    expect(Object.fromEntries(query)).toMatchObject({
      pagina: '2',
      porPagina: '50',
      ordem: 'em',
      direcao: 'desc',
      q: 'ana',
      acao: 'editar',
      ativo: 'false',
    });
    expect(query.getAll('tags')).toEqual(['a', 'b']);
    expect(query.has('vazio')).toBe(false);
    expect(query.has('nada')).toBe(false);
  });
});

describe('the console data provider', () => {
  it('lists with the API key and the access token and reads { itens, total }', async () => {
    await signedIn();
    let seen: Request | undefined;
    server.use(
      http.get(adminPath('/staff'), ({ request }) => {
        seen = request;
        return HttpResponse.json({ itens: [{ id: 7, nome: 'Ana', versao: 1 }], total: 31 });
      }),
    );
    const result = await dataProvider.getList('staff', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'nome', order: 'ASC' },
      filter: { q: 'an', papel: 'editor' },
    });
    expect(result).toEqual({ data: [{ id: 7, nome: 'Ana', versao: 1 }], total: 31 });
    const url = new URL(seen?.url ?? '');
    expect(url.search).toBe('?pagina=1&porPagina=25&ordem=nome&direcao=asc&q=an&papel=editor');
    expect(seen?.headers.get('x-api-key')).toBe('test-api-key');
    expect(seen?.headers.get('authorization')).toBe('Bearer t1');
  });

  it('sends the version the form loaded on update, without the id', async () => {
    await signedIn();
    let body: unknown;
    server.use(
      http.put(adminPath('/staff/7'), async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ id: 7, nome: 'Bia', versao: 4 });
      }),
    );
    const result = await dataProvider.update('staff', {
      id: 7,
      data: { id: 7, nome: 'Bia', versao: 3 },
      previousData: { id: 7, nome: 'Ana', versao: 3 },
    });
    expect(body).toEqual({ nome: 'Bia', versao: 3 });
    expect(result.data).toEqual({ id: 7, nome: 'Bia', versao: 4 });
  });

  it("rejects a 409 with the server's Portuguese message, marked as a conflict", async () => {
    await signedIn();
    const detail = 'Este registro foi alterado por outra pessoa. Recarregue para ver a versão atual.';
    server.use(http.put(adminPath('/staff/7'), () => problem(409, { title: 'Conflito', detail })));
    const error = await rejection(
      dataProvider.update('staff', {
        id: 7,
        data: { nome: 'Bia' },
        previousData: { id: 7, versao: 2 },
      }),
    );
    expect(error.status).toBe(409);
    expect(error.message).toBe(detail);
    expect(error.body).toMatchObject({ conflito: true });
    expect(error.body.errors).toBeUndefined();
  });

  it('turns a 400 problem into field errors react-admin shows under the fields', async () => {
    await signedIn();
    server.use(
      http.post(adminPath('/staff'), () =>
        problem(400, {
          title: 'Dados inválidos',
          detail: 'Confira os campos destacados.',
          errors: [
            { path: 'body.email', message: 'E-mail inválido' },
            { path: 'body.email', message: 'Outra mensagem' },
            { path: 'body.endereco.cep', message: 'CEP inválido' },
          ],
        }),
      ),
    );
    const error = await rejection(
      dataProvider.create('staff', { data: { email: 'x', nome: 'Ana', papel: 'editor' } }),
    );
    expect(error.status).toBe(400);
    expect(error.body.errors).toEqual({
      email: 'E-mail inválido',
      'endereco.cep': 'CEP inválido',
      root: { serverError: 'Confira os campos destacados.' },
    });
  });

  it('deletes at the version of the record shown', async () => {
    await signedIn();
    let url = '';
    server.use(
      http.delete(adminPath('/noticias/5'), ({ request }) => {
        url = request.url;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const result = await dataProvider.delete('noticias', {
      id: 5,
      previousData: { id: 5, versao: 9 },
    });
    expect(new URL(url).search).toBe('?versao=9');
    expect(result.data).toEqual({ id: 5, versao: 9 });
  });

  it('reads each record at its current version for a bulk delete', async () => {
    await signedIn();
    const deleted: string[] = [];
    server.use(
      http.get(adminPath('/noticias/:id'), ({ params }) =>
        HttpResponse.json({ id: Number(params.id), versao: Number(params.id) * 10 }),
      ),
      http.delete(adminPath('/noticias/:id'), ({ request }) => {
        const u = new URL(request.url);
        deleted.push(`${u.pathname.split('/').pop()}@${u.searchParams.get('versao')}`);
        return new HttpResponse(null, { status: 204 });
      }),
    );
    await dataProvider.deleteMany('noticias', { ids: [1, 2] });
    expect(deleted).toEqual(['1@10', '2@20']);
  });

  it('renews an expired access token once and repeats the request', async () => {
    await signedIn();
    const tokens: (string | null)[] = [];
    server.use(
      http.get(adminPath('/staff/7'), ({ request }) => {
        tokens.push(request.headers.get('authorization'));
        return request.headers.get('authorization') === 'Bearer t2'
          ? HttpResponse.json({ id: 7, versao: 1 })
          : problem(401, { title: 'Sessão expirada' });
      }),
    );
    const result = await dataProvider.getOne('staff', { id: 7 });
    expect(result.data).toEqual({ id: 7, versao: 1 });
    expect(tokens).toEqual(['Bearer t1', 'Bearer t2']);
  });

  it('rejects a 401 when the session cannot be renewed', async () => {
    await signedIn();
    server.use(
      http.post(adminPath('/sessao/renovar'), () => problem(401, { title: 'Sem sessão' })),
      http.get(adminPath('/staff/7'), () => problem(401, { title: 'Sessão expirada' })),
    );
    const error = await rejection(dataProvider.getOne('staff', { id: 7 }));
    expect(error.status).toBe(401);
  });

  it('reads and saves a singleton (no id of its own) under the id it was asked by', async () => {
    await signedIn();
    let body: unknown;
    server.use(
      http.get(adminPath('/fanpush/config'), () =>
        HttpResponse.json({ diasAntes: 3, minutosAntes: 30, versao: 4 }),
      ),
      http.put(adminPath('/fanpush/config'), async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ diasAntes: 5, minutosAntes: 30, versao: 5 });
      }),
    );
    const read = await dataProvider.getOne('fanpush', { id: 'config' });
    expect(read.data).toEqual({ id: 'config', diasAntes: 3, minutosAntes: 30, versao: 4 });
    const saved = await dataProvider.update('fanpush', {
      id: 'config',
      data: { id: 'config', diasAntes: 5, minutosAntes: 30 },
      previousData: read.data,
    });
    expect(body).toEqual({ diasAntes: 5, minutosAntes: 30, versao: 4 });
    expect(saved.data).toEqual({ id: 'config', diasAntes: 5, minutosAntes: 30, versao: 5 });
  });
});
