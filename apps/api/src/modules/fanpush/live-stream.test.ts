import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VotacaoResponseSchema } from '@stockcar/shared/schemas/fanpush';
import * as s from '../../db/schema/index.ts';
import { createClubApp } from '../../../test/club.ts';
import { eventually, listening, openStream, type OpenStream } from '../../../test/event-stream.ts';
import { createFanpush, createVoter, pendingVote } from '../../../test/fanpush.ts';
import { TEST_API_KEY, type TestApp } from '../../../test/helper.ts';

/*
 * Issue 13: the live leaderboard pushed as Server-Sent Events, against a listening server.
 * A short tick and heartbeat keep the file quick; the resync is out of the way so that every
 * computation counted here comes from an event.
 */
let t: TestApp;
let baseUrl: string;
beforeAll(async () => {
  t = await createClubApp({
    LIVE_TICK_MS: '100',
    LIVE_HEARTBEAT_MS: '60000',
    LIVE_RESYNC_MS: '600000',
  });
  baseUrl = await listening(t);
});
afterAll(() => t.close());

type Fanpush = Awaited<ReturnType<typeof createFanpush>>;
const streamOf = (fp: Fanpush, headers: Record<string, string> = {}) =>
  openStream(baseUrl, `?idEtapaFanpush=${fp.idEtapaFanpush}`, headers);

/** The JSON route's answer for the same window. */
const votacaoJson = async (fp: Fanpush) =>
  (await t.get(`/api/v1/fanpush/votacao?idEtapaFanpush=${fp.idEtapaFanpush}`)).json<unknown>();

/** The board's computations so far: each reads its vote once (`from fanpush join etapa`). */
const computations = () =>
  t.queries.filter((q) => /from "fanpush" inner join "etapa"/.test(q)).length;

async function addVotes(fp: Fanpush, driverIndex: number, votos: number) {
  const driver = fp.drivers[driverIndex];
  if (!driver) throw new Error('no such driver');
  await t.db
    .update(s.fanpushPiloto)
    .set({ votos })
    .where(and(eq(s.fanpushPiloto.fanpushId, fp.vote.id), eq(s.fanpushPiloto.pilotoId, driver.id)));
}

const countsOf = (data: string) =>
  Object.fromEntries(
    VotacaoResponseSchema.parse(JSON.parse(data)).pilotos.map((p) => [p.id, p.contagem]),
  );

describe('GET /fanpush/votacao/stream', () => {
  it('opens with a retry hint and the JSON route’s body, uncompressed and never cached', async () => {
    const fp = await createFanpush(t.db, { urlVideo: 'https://video.example/ao-vivo' });
    const stream = await streamOf(fp, { 'accept-encoding': 'gzip, br' });
    expect(stream.status).toBe(200);
    expect(stream.headers).toMatchObject({
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      'x-accel-buffering': 'no',
      // The security headers every answer carries reach the stream's head too.
      'x-content-type-options': 'nosniff',
    });
    expect(stream.headers['content-encoding']).toBeUndefined();
    expect(stream.headers.etag).toBeUndefined();
    expect(await stream.nextBlock()).toMatch(/^retry: \d+$/);
    const first = await stream.nextEvent();
    expect(first.id).toMatch(/^\d+$/);
    expect(JSON.parse(first.data)).toEqual(await votacaoJson(fp));
    stream.close();
  });

  it('pushes one update when a member confirms a ballot', async () => {
    const fp = await createFanpush(t.db);
    const stream = await streamOf(fp);
    const first = await stream.nextEvent();
    const picks = fp.drivers.slice(0, 3).map((d) => d.id);
    const voter = await createVoter(t);
    const token = await pendingVote(t, voter, fp.vote.id, picks);
    const confirmed = await voter.as('POST', '/Fanpush/token', {
      idEtapaFanpush: fp.idEtapaFanpush,
      token,
    });
    expect(confirmed.statusCode).toBe(200);

    const update = await stream.nextEvent();
    expect(Number(update.id)).toBeGreaterThan(Number(first.id));
    const body = VotacaoResponseSchema.parse(JSON.parse(update.data));
    expect(body.totalCedulas).toBe(1);
    expect(
      body.pilotos
        .filter((p) => p.contagem === 1)
        .map((p) => p.id)
        .sort(),
    ).toEqual([...picks].sort());
    expect(JSON.parse(update.data)).toEqual(await votacaoJson(fp));
    stream.close();
  });

  it('computes a window once per tick for all its viewers, whatever the number of events', async () => {
    const fp = await createFanpush(t.db);
    const before = computations();
    const viewers: OpenStream[] = [];
    for (let i = 0; i < 5; i += 1) viewers.push(await streamOf(fp));
    const firsts = await Promise.all(viewers.map((v) => v.nextEvent()));
    // The first viewer's computation serves the four who came after it.
    expect(computations() - before).toBe(1);
    expect(new Set(firsts.map((e) => e.id)).size).toBe(1);

    await addVotes(fp, 2, 40);
    const burst = computations();
    for (let i = 0; i < 20; i += 1) await t.app.events.publish('votos', { fanpushId: fp.vote.id });
    const updates = await Promise.all(viewers.map((v) => v.nextEvent()));
    expect(computations() - burst).toBe(1);
    expect(new Set(updates.map((e) => e.id)).size).toBe(1);
    expect(updates.map((e) => countsOf(e.data)[fp.drivers[2]?.id ?? 0])).toEqual([
      40, 40, 40, 40, 40,
    ]);

    // A ballot of another window is no news for this one: the next event is the next change.
    await t.app.events.publish('votos', { fanpushId: fp.vote.id + 100_000 });
    await addVotes(fp, 3, 50);
    await t.app.events.publish('conteudo', { entidade: 'fanpush', id: fp.vote.id });
    const next = await viewers[0]?.nextEvent();
    expect(countsOf(next?.data ?? '{}')[fp.drivers[3]?.id ?? 0]).toBe(50);
    for (const v of viewers) v.close();
  });

  it('resumes from Last-Event-ID: the current id gets no duplicate, an older one the state at once', async () => {
    const fp = await createFanpush(t.db);
    const first = await streamOf(fp);
    const current = await first.nextEvent();

    const resumed = await streamOf(fp, { 'last-event-id': current.id ?? '' });
    expect(await resumed.nextBlock()).toMatch(/^retry: \d+$/);
    const stale = await streamOf(fp, { 'last-event-id': String(Number(current.id) - 1) });
    expect(await stale.nextEvent()).toEqual(current);

    // What the resumed viewer gets next is the next change, not the state it already had.
    await addVotes(fp, 0, 7);
    await t.app.events.publish('votos', { fanpushId: fp.vote.id });
    const next = await resumed.nextEvent();
    expect(Number(next.id)).toBeGreaterThan(Number(current.id));
    expect(countsOf(next.data)[fp.drivers[0]?.id ?? 0]).toBe(7);
    for (const stream of [first, resumed, stale]) stream.close();
  });

  it('follows the vote the leaderboard shows when no stage is named', async () => {
    const fp = await createFanpush(t.db, { inicio: new Date(Date.now() - 1000) });
    const stream = await openStream(baseUrl);
    const first = await stream.nextEvent();
    expect(JSON.parse(first.data)).toEqual(
      (await t.get('/api/v1/fanpush/votacao')).json<unknown>(),
    );
    expect(JSON.parse(first.data)).toMatchObject({ idEtapaFanpush: fp.idEtapaFanpush });
    await addVotes(fp, 1, 3);
    await t.app.events.publish('votos', { fanpushId: fp.vote.id });
    expect(countsOf((await stream.nextEvent()).data)[fp.drivers[1]?.id ?? 0]).toBe(3);
    stream.close();
  });

  it('lets a viewer go: its connection closes and the others keep their updates', async () => {
    const fp = await createFanpush(t.db);
    const leaving = await streamOf(fp);
    const staying = await streamOf(fp);
    await Promise.all([leaving.nextEvent(), staying.nextEvent()]);
    const open = () =>
      new Promise<number>((resolve, reject) =>
        t.app.server.getConnections((err, count) => (err ? reject(err) : resolve(count))),
      );
    const connected = await open();
    leaving.close();
    await eventually(async () => (await open()) === connected - 1, 'the server let go');
    await addVotes(fp, 4, 9);
    await t.app.events.publish('votos', { fanpushId: fp.vote.id });
    expect(countsOf((await staying.nextEvent()).data)[fp.drivers[4]?.id ?? 0]).toBe(9);
    staying.close();
  });

  it('answers problems before streaming: unknown window 404, no event-stream 406, no key 401', async () => {
    const unknown = await openStream(baseUrl, '?idEtapaFanpush=999999');
    expect(unknown.status).toBe(404);
    expect(unknown.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(JSON.parse(await unknown.text())).toMatchObject({ status: 404 });

    const notSse = await t.get('/api/v1/fanpush/votacao/stream');
    expect(notSse.statusCode).toBe(406);
    expect(notSse.headers['content-type']).toMatch(/^application\/problem\+json/);

    const noKey = await openStream(baseUrl, '', { 'x-api-key': undefined });
    expect(noKey.status).toBe(401);
    await noKey.text();
  });

  it('takes the API key as a query parameter on the stream only (EventSource sends no headers)', async () => {
    const fp = await createFanpush(t.db);
    const query = `?idEtapaFanpush=${fp.idEtapaFanpush}&apiKey=${TEST_API_KEY}`;
    const stream = await openStream(baseUrl, query, { 'x-api-key': undefined });
    expect(stream.status).toBe(200);
    stream.close();
    const json = await t.app.inject({ url: `/api/v1/fanpush/votacao${query}` });
    expect(json.statusCode).toBe(401);
    const wrong = await t.app.inject({
      url: `/api/v1/fanpush/votacao/stream?apiKey=not-the-key`,
      headers: { accept: 'text/event-stream' },
    });
    expect(wrong.statusCode).toBe(401);
  });

  it('is documented as a text/event-stream answer', async () => {
    const doc = (await t.app.inject({ url: '/api/docs' })).json<{
      paths: Record<string, { get?: { responses: Record<string, { content?: object }> } }>;
    }>();
    const op = doc.paths['/api/v1/fanpush/votacao/stream']?.get;
    expect(Object.keys(op?.responses['200']?.content ?? {})).toEqual(['text/event-stream']);
    expect(Object.keys(op?.responses['404']?.content ?? {})).toEqual(['application/json']);
  });
});

describe('the stream’s life', () => {
  it('sends a heartbeat comment while nothing changes', async () => {
    const quick = await createClubApp({ LIVE_HEARTBEAT_MS: '30', LIVE_RESYNC_MS: '600000' });
    try {
      const fp = await createFanpush(quick.db);
      const stream = await openStream(
        await listening(quick),
        `?idEtapaFanpush=${fp.idEtapaFanpush}`,
      );
      await stream.nextEvent();
      expect(await stream.nextBlock()).toBe(':');
      stream.close();
    } finally {
      await quick.close();
    }
  });

  it('ends open streams when the app closes, and the close does not wait for them', async () => {
    const closing = await createClubApp();
    const fp = await createFanpush(closing.db);
    const url = await listening(closing);
    const streams = [
      await openStream(url, `?idEtapaFanpush=${fp.idEtapaFanpush}`),
      await openStream(url),
    ];
    await Promise.all(streams.map((stream) => stream.nextEvent()));
    await closing.close();
    await Promise.all(streams.map((stream) => stream.ended()));
  });
});
