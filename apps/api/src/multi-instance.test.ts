import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  POSTGRES_URL,
  TEST_API_KEY,
  createInstanceOn,
  createServerDatabase,
  type TestApp,
} from '../test/helper.ts';
import { and, eq } from 'drizzle-orm';
import { createCategoria } from '../test/factories.ts';
import { listening, openStream } from '../test/event-stream.ts';
import { createFanpush } from '../test/fanpush.ts';
import * as s from './db/schema/index.ts';
import { staffHeaders } from '../test/staff.ts';
import { consoleBanner, sender } from '../test/console-crud.ts';

/*
 * DESIGN.md (scale), issue 13: several instances behind a load balancer, on one PostgreSQL and one Redis, behave as
 * one site: rate limits count across them, a write on one clears the read cache of the other,
 * and a ballot confirmed on one reaches the live leaderboards streamed by the other.
 */
const REDIS_URL = 'redis://127.0.0.1:6379';
/** Redis round trips on a busy CI machine. */
const WAIT = { timeout: 10_000 };

let database: Awaited<ReturnType<typeof createServerDatabase>>;
let a: TestApp;
let b: TestApp;

beforeAll(async () => {
  database = await createServerDatabase(POSTGRES_URL);
  const env = {
    REDIS_URL,
    READ_CACHE_MS: '2000',
    LIVE_TICK_MS: '100',
    LIVE_RESYNC_MS: '600000',
    COUNT_CACHE_MS: '30000',
    ARGON2_MEMORY_KIB: '256',
    ARGON2_TIME_COST: '1',
    PUBLIC_URL: 'https://clube.example',
  };
  a = await createInstanceOn(database.url, env);
  b = await createInstanceOn(database.url, env);
  await Promise.all([a.app.events.ready(), b.app.events.ready()]);
});
afterAll(async () => {
  await a?.close();
  await b?.close();
  await database?.drop();
});

describe('two instances on one PostgreSQL and one Redis', () => {
  it('share one rate-limit budget per address', async () => {
    const ip = `10.${randomInt(255)}.${randomInt(255)}.${randomInt(1, 255)}`;
    const report = (t: TestApp) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/alertas',
        headers: { 'x-api-key': TEST_API_KEY, 'x-forwarded-for': ip },
        payload: { url: '/x', status: 500 },
      });
    const codes: number[] = [];
    for (let i = 0; i < 20; i += 1) codes.push((await report(i % 2 ? a : b)).statusCode);
    expect(codes.every((c) => c === 202)).toBe(true);
    expect((await report(a)).statusCode).toBe(429);
    expect((await report(b)).statusCode).toBe(429);
  });

  it('drop what a console write on the other instance changed from their read cache', async () => {
    const categoria = await createCategoria(a.db);
    const url = `/api/v1/Banner/categoria/${categoria.id}`;
    expect((await b.get(url)).json()).toEqual([]);
    // B answers from memory now: no query.
    const mark = b.queries.length;
    expect((await b.get(url)).json()).toEqual([]);
    expect(b.queries.length).toBe(mark);

    const heard = vi.fn();
    const stop = b.app.events.subscribe('conteudo', heard);
    const send = sender(a, (await staffHeaders(a, 'marketing')).headers);
    const created = await send(
      'POST',
      '/banners',
      consoleBanner(categoria.id, 'Ingressos da etapa'),
    );
    expect(created.statusCode, created.body).toBe(201);
    // Once B has heard of it (through Redis), its cache no longer has the old list.
    await vi.waitFor(
      () => expect(heard).toHaveBeenCalledWith(expect.objectContaining({ entidade: 'banner' })),
      WAIT,
    );
    stop();
    const after = (await b.get(url)).json() as { titulo: string }[];
    expect(after.map((banner) => banner.titulo)).toEqual(['Ingressos da etapa']);
  });

  it('push a ballot confirmed on one instance to the leaderboards streamed by the other', async () => {
    const fp = await createFanpush(a.db);
    const stream = await openStream(await listening(b), `?idEtapaFanpush=${fp.idEtapaFanpush}`);
    try {
      const countOf = (data: string, id: number) =>
        (JSON.parse(data) as { pilotos: { id: number; contagem: number }[] }).pilotos.find(
          (p) => p.id === id,
        )?.contagem;
      const driver = fp.drivers[0];
      if (!driver) throw new Error('the vote has no drivers');
      expect(countOf((await stream.nextEvent()).data, driver.id)).toBe(0);

      // What a confirmation on A leaves: a counted ballot, then its event (services/events.ts).
      await a.db
        .update(s.fanpushPiloto)
        .set({ votos: 7 })
        .where(
          and(eq(s.fanpushPiloto.fanpushId, fp.vote.id), eq(s.fanpushPiloto.pilotoId, driver.id)),
        );
      await a.app.events.publish('votos', { fanpushId: fp.vote.id });
      expect(countOf((await stream.nextEvent()).data, driver.id)).toBe(7);
    } finally {
      stream.close();
    }
  });
});
