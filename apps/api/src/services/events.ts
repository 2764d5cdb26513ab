import { EventEmitter } from 'node:events';
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/**
 * The topics and their payloads. Modules add their own topics by declaration merging:
 * `declare module '../services/events.ts' { interface EventTopics { meuTopico: {...} } }`.
 */
export interface EventTopics {
  /**
   * Something fans read changed (a console write): public read caches drop what they keep
   * of `entidade` (or everything when they cannot tell). See docs/decisions/0020.
   */
  conteudo: { entidade: string; id?: number | string | undefined };
  /**
   * A Fan Push ballot was confirmed (after its commit): the live leaderboard of `fanpushId`
   * changed. Many per second on race day: listeners coalesce, never query per event.
   */
  votos: { fanpushId: number };
}

export type EventTopic = keyof EventTopics & string;
export type EventHandler<T extends EventTopic> = (payload: EventTopics[T]) => void | Promise<void>;

export interface EventBus {
  /**
   * Delivers to this instance's subscribers at once (synchronously) and, with Redis, to every
   * other instance's. Never rejects: a Redis failure is logged, local delivery has happened.
   */
  publish<T extends EventTopic>(topic: T, payload: EventTopics[T]): Promise<void>;
  /** Returns the function that unsubscribes. A handler that throws is logged, not propagated. */
  subscribe<T extends EventTopic>(topic: T, handler: EventHandler<T>): () => void;
  /** Resolves once messages of other instances are received (at once without Redis). */
  ready(): Promise<void>;
  close(): Promise<void>;
}

export interface EventBusOptions {
  redisUrl?: string | undefined;
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>;
  /** The Redis channel every instance shares; tests give their own. */
  channel?: string;
}

interface Envelope {
  from: string;
  topic: string;
  payload: unknown;
}

export const EVENTS_CHANNEL = 'stockcar-events';

function parseEnvelope(message: string): Envelope | undefined {
  try {
    const value: unknown = JSON.parse(message);
    if (
      value &&
      typeof value === 'object' &&
      'from' in value &&
      typeof value.from === 'string' &&
      'topic' in value &&
      typeof value.topic === 'string' &&
      'payload' in value
    ) {
      return { from: value.from, topic: value.topic, payload: value.payload };
    }
  } catch {
    // not ours: ignored below
  }
  return undefined;
}

/**
 * Events on write: the in-process emitter always; with `redisUrl`, every publish also goes to
 * one Redis channel and what other instances publish there reaches the local subscribers
 * (an instance skips its own messages, already delivered in process).
 */
export function createEventBus({
  redisUrl,
  log,
  channel = EVENTS_CHANNEL,
}: EventBusOptions): EventBus {
  const instanceId = randomUUID();
  const emitter = new EventEmitter();
  // Every public read cache subscribes: no leak warning for a few dozen listeners.
  emitter.setMaxListeners(0);

  const deliver = (topic: string, payload: unknown) => emitter.emit(topic, payload);

  const options = { connectTimeout: 2000, maxRetriesPerRequest: 1, lazyConnect: false };
  const publisher = redisUrl ? new Redis(redisUrl, options) : undefined;
  // A connection in subscriber mode can do nothing else: a second one listens.
  const subscriber = redisUrl ? new Redis(redisUrl, options) : undefined;
  for (const connection of [publisher, subscriber]) {
    connection?.on('error', (error: Error) => log.warn({ err: error }, 'events: Redis error'));
  }

  let subscribed: Promise<void> = Promise.resolve();
  if (subscriber) {
    subscriber.on('message', (from: string, message: string) => {
      if (from !== channel) return;
      const envelope = parseEnvelope(message);
      if (!envelope) {
        log.warn({ channel }, 'events: unreadable message ignored');
        return;
      }
      if (envelope.from === instanceId) return;
      deliver(envelope.topic, envelope.payload);
    });
    subscribed = subscriber.subscribe(channel).then(
      () => undefined,
      (error: unknown) => log.warn({ err: error }, 'events: Redis subscribe failed'),
    );
  }

  return {
    async publish(topic, payload) {
      deliver(topic, payload);
      if (!publisher) return;
      const envelope: Envelope = { from: instanceId, topic, payload };
      try {
        await publisher.publish(channel, JSON.stringify(envelope));
      } catch (error) {
        log.warn({ err: error, topic }, 'events: Redis publish failed; delivered in process only');
      }
    },

    subscribe(topic, handler) {
      const listener = (payload: EventTopics[typeof topic]) => {
        try {
          const result = handler(payload);
          if (result instanceof Promise) {
            result.catch((error: unknown) => log.error({ err: error, topic }, 'events: handler'));
          }
        } catch (error) {
          log.error({ err: error, topic }, 'events: handler');
        }
      };
      emitter.on(topic, listener);
      return () => void emitter.off(topic, listener);
    },

    ready: () => subscribed,

    async close() {
      emitter.removeAllListeners();
      await Promise.allSettled(
        [publisher, subscriber].map(async (connection) => {
          if (!connection) return;
          try {
            await connection.quit();
          } catch {
            connection.disconnect();
          }
        }),
      );
    },
  };
}
