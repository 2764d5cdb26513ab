import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createEventBus, type EventBus, type EventTopics } from './events.ts';
import { createTestApp, type TestApp } from '../../test/helper.ts';

const REDIS_URL = 'redis://127.0.0.1:6379';
const log = { warn: vi.fn(), error: vi.fn() };
/** Redis round trips on a busy CI machine: more than waitFor's default second. */
const WAIT = { timeout: 10_000 };

const open: EventBus[] = [];
function bus(options: { redisUrl?: string; channel?: string } = {}) {
  const created = createEventBus({ log, ...options });
  open.push(created);
  return created;
}
afterEach(async () => {
  await Promise.all(open.splice(0).map((b) => b.close()));
});

describe('event bus in process', () => {
  it('delivers to every subscriber of the topic at once, until it unsubscribes', async () => {
    const events = bus();
    const seen: EventTopics['conteudo'][] = [];
    const unsubscribe = events.subscribe('conteudo', (p) => void seen.push(p));
    const other = vi.fn();
    events.subscribe('conteudo', other);

    await events.publish('conteudo', { entidade: 'noticias', id: 7 });
    expect(seen).toEqual([{ entidade: 'noticias', id: 7 }]);
    expect(other).toHaveBeenCalledTimes(1);

    unsubscribe();
    await events.publish('conteudo', { entidade: 'banners' });
    expect(seen).toHaveLength(1);
    expect(other).toHaveBeenCalledTimes(2);
  });

  it('keeps delivering when one handler throws or rejects', async () => {
    const events = bus();
    events.subscribe('conteudo', () => {
      throw new Error('boom');
    });
    events.subscribe('conteudo', () => Promise.reject(new Error('later')));
    const after = vi.fn();
    events.subscribe('conteudo', after);
    await expect(events.publish('conteudo', { entidade: 'menus' })).resolves.toBeUndefined();
    expect(after).toHaveBeenCalledWith({ entidade: 'menus' });
    await vi.waitFor(() => expect(log.error).toHaveBeenCalledTimes(2));
  });
});

describe('event bus across instances through Redis', () => {
  it('delivers what one instance publishes to the other, and each event once', async () => {
    const channel = `stockcar-events-test-${randomUUID()}`;
    const a = bus({ redisUrl: REDIS_URL, channel });
    const b = bus({ redisUrl: REDIS_URL, channel });
    await Promise.all([a.ready(), b.ready()]);
    const onA = vi.fn();
    const onB = vi.fn();
    a.subscribe('conteudo', onA);
    b.subscribe('conteudo', onB);

    await a.publish('conteudo', { entidade: 'noticias', id: 1 });
    await vi.waitFor(() => expect(onB).toHaveBeenCalledWith({ entidade: 'noticias', id: 1 }), WAIT);
    await b.publish('conteudo', { entidade: 'banners' });
    await vi.waitFor(() => expect(onA).toHaveBeenCalledWith({ entidade: 'banners' }), WAIT);

    // A has its own event from the emitter, not a second time from Redis.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(onA.mock.calls).toEqual([[{ entidade: 'noticias', id: 1 }], [{ entidade: 'banners' }]]);
    expect(onB.mock.calls).toEqual([[{ entidade: 'noticias', id: 1 }], [{ entidade: 'banners' }]]);
  });

  describe('as app.events', () => {
    let one: TestApp;
    let two: TestApp;
    // Two whole apps: created in hooks, whose time-out allows for a busy machine.
    beforeAll(async () => {
      one = await createTestApp({ REDIS_URL });
      two = await createTestApp({ REDIS_URL });
    });
    afterAll(async () => {
      await one.close();
      await two.close();
    });

    it('two apps on one Redis see each other’s writes', async () => {
      await Promise.all([one.app.events.ready(), two.app.events.ready()]);
      const entidade = `teste-${randomUUID()}`;
      const seen = vi.fn();
      two.app.events.subscribe('conteudo', seen);
      await one.app.events.publish('conteudo', { entidade });
      await vi.waitFor(() => expect(seen).toHaveBeenCalledWith({ entidade }), WAIT);
    });
  });
});
