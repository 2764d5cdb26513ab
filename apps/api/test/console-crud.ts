import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { auditoria } from '../src/db/schema/index.ts';
import type { TestApp } from './helper.ts';

/** The console's HTTP protocol walked for one resource (issue 10): marketing's resources use it. */

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type Send = (
  method: Method,
  url: string,
  payload?: object,
) => Promise<LightMyRequestResponse>;

export const sender =
  (t: TestApp, headers: Record<string, string>): Send =>
  (method, url, payload) =>
    t.app.inject({ method, url: `/api/v1/admin${url}`, headers, payload });

/** The audit entries of one record, oldest first. */
export async function auditOf(t: TestApp, entidade: string, id: number) {
  const rows = await t.db
    .select()
    .from(auditoria)
    .where(and(eq(auditoria.entidade, entidade), eq(auditoria.entidadeId, String(id))))
    .orderBy(auditoria.id);
  return rows;
}

interface Walk {
  t: TestApp;
  send: Send;
  recurso: string;
  entidade: string;
  /** A valid input; `search` must find it by `q` and nothing created by another walk. */
  valid: Record<string, unknown>;
  /**
   * A second valid input `search` also finds, where `valid` cannot be saved twice (a unique
   * name, a season's year, a car number); `valid` by default.
   */
  another?: Record<string, unknown>;
  search: string;
  /** A change to save over version 1. */
  edit: Record<string, unknown>;
  /** A bad input and the field paths (`body.x`) with the Portuguese messages expected. */
  invalid: Record<string, unknown>;
  errors: { path: string; message: string }[];
}

/**
 * Create (201, audited), read, list with `q` and paging, update (version + 1, audited with
 * before and after), 409 over a stale version with nothing changed, 400 problem+json with
 * Portuguese field messages and nothing saved, delete (409 stale, then 204, audited, 404 after).
 */
export async function walkCrud(w: Walk) {
  const { send, recurso } = w;
  const created = await send('POST', `/${recurso}`, w.valid);
  expect(created.statusCode, created.body).toBe(201);
  const item = created.json();
  expect(item).toMatchObject({ versao: 1 });
  expect((await auditOf(w.t, w.entidade, item.id)).map((e) => e.acao)).toEqual(['criar']);

  const read = await send('GET', `/${recurso}/${item.id}`);
  expect(read.statusCode).toBe(200);
  expect(read.json()).toEqual(item);

  const second = await send('POST', `/${recurso}`, w.another ?? w.valid);
  expect(second.statusCode, second.body).toBe(201);
  const found = await send('GET', `/${recurso}?q=${encodeURIComponent(w.search)}&porPagina=1`);
  expect(found.statusCode, found.body).toBe(200);
  expect(found.json().total).toBe(2);
  expect(found.json().itens).toHaveLength(1);
  const page2 = await send(
    'GET',
    `/${recurso}?q=${encodeURIComponent(w.search)}&porPagina=1&pagina=2`,
  );
  expect(page2.json().itens).toHaveLength(1);
  expect(page2.json().itens[0].id).not.toBe(found.json().itens[0].id);
  const none = await send('GET', `/${recurso}?q=nada-assim-existe-xyz`);
  expect(none.json()).toEqual({ itens: [], total: 0 });

  const updated = await send('PUT', `/${recurso}/${item.id}`, {
    ...w.valid,
    ...w.edit,
    versao: 1,
  });
  expect(updated.statusCode, updated.body).toBe(200);
  expect(updated.json()).toMatchObject({ ...w.edit, versao: 2 });
  const stale = await send('PUT', `/${recurso}/${item.id}`, { ...w.valid, versao: 1 });
  expect(stale.statusCode).toBe(409);
  expect(stale.headers['content-type']).toMatch(/application\/problem\+json/);
  expect(stale.json().detail).toBe(
    'Este registro foi alterado por outra pessoa. Recarregue para ver a versão atual.',
  );
  expect((await send('GET', `/${recurso}/${item.id}`)).json()).toEqual(updated.json());
  const edits = (await auditOf(w.t, w.entidade, item.id)).filter((e) => e.acao === 'editar');
  expect(edits).toHaveLength(1);
  expect(edits[0]?.antes).toEqual(item);
  expect(edits[0]?.depois).toEqual(updated.json());

  const before = (await send('GET', `/${recurso}?porPagina=200`)).json().total;
  const bad = await send('POST', `/${recurso}`, w.invalid);
  expect(bad.statusCode).toBe(400);
  expect(bad.headers['content-type']).toMatch(/application\/problem\+json/);
  expect(bad.json().errors).toEqual(expect.arrayContaining(w.errors));
  expect((await send('GET', `/${recurso}?porPagina=200`)).json().total).toBe(before);

  const staleDelete = await send('DELETE', `/${recurso}/${item.id}?versao=1`);
  expect(staleDelete.statusCode).toBe(409);
  const deleted = await send('DELETE', `/${recurso}/${item.id}?versao=2`);
  expect(deleted.statusCode).toBe(204);
  expect((await send('GET', `/${recurso}/${item.id}`)).statusCode).toBe(404);
  const actions = (await auditOf(w.t, w.entidade, item.id)).map((e) => e.acao);
  expect(actions).toEqual(['criar', 'editar', 'excluir']);
  return updated.json();
}

/** A banner as the console's form sends it (`POST /api/v1/admin/banners`). */
export const consoleBanner = (categoriaId: number, titulo = 'Ingressos') => ({
  categoriaId,
  titulo: { 'pt-br': titulo },
  link: '/ingressos',
  imagem: '/media/imagens/abc/1200.jpg',
  ativo: true,
  ordem: 1,
  inicio: null,
  fim: null,
});
