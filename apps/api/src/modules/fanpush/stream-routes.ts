import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { VotacaoQuerySchema, VotacaoResponseSchema } from '@stockcar/shared/schemas/fanpush';
import { ApiKeyQuerySchema } from '../../plugins/api-key.ts';
import { eventStreamResponse, problemResponses } from '../../plugins/openapi.ts';
import { HttpProblem } from '../../plugins/problem.ts';
import { t } from '../../i18n.ts';
import { createLiveBoards, type BoardKey, type BoardSubscriber } from './live-boards.ts';
import { votacaoOf } from './mapper.ts';

/**
 * `GET /fanpush/votacao/stream` (issue 13): the live leaderboard pushed as Server-Sent Events.
 * Every viewer of a window shares one computation per tick (live-boards.ts); ballots and
 * console changes reach every instance through the event bus (Redis when configured).
 */

export const STREAM_PATH = '/fanpush/votacao/stream';

/** The console writes whose entity the board shows: a window (its video, pause) or a driver. */
const BOARD_ENTITIES = new Set(['fanpush', 'piloto']);

/**
 * A slow reader whose unsent bytes pass this is dropped (its browser reconnects and resumes):
 * one stuck client must not hold a window's updates in memory without bound.
 */
const MAX_UNSENT_BYTES = 1024 * 1024;

/** The reconnection delay the browser is told, spread so a restart is not one stampede. */
const retryMs = () => 2000 + Math.floor(Math.random() * 3000);

const STREAM_HEADERS = {
  'content-type': 'text/event-stream; charset=utf-8',
  // Never stored, never transformed (a compressing proxy would hold events back).
  'cache-control': 'no-cache, no-transform',
  // nginx and friends pass each event on at once instead of buffering the answer.
  'x-accel-buffering': 'no',
};

const StreamQuerySchema = VotacaoQuerySchema.extend(ApiKeyQuerySchema.shape);

/** EventSource always asks for `text/event-stream`; other clients get the JSON route. */
const acceptsEventStream = (request: FastifyRequest) =>
  /(^|,)\s*text\/event-stream\s*(;|,|$)/i.test(request.headers.accept ?? '');

/** The answer's head: what the plugins set so far (security headers), as a stream. */
function startStream(reply: FastifyReply) {
  const head: Record<string, unknown> = { ...reply.getHeaders(), ...STREAM_HEADERS };
  // Whatever a plugin meant to do to the body (compression, length, a validator) does not
  // apply to a stream that never ends.
  for (const name of ['content-encoding', 'content-length', 'etag']) delete head[name];
  reply.raw.writeHead(200, head as Record<string, string>);
  reply.raw.write(`retry: ${retryMs()}\n\n`);
}

function subscriberOf(reply: FastifyReply): BoardSubscriber {
  const res = reply.raw;
  return {
    send(frame) {
      if (res.writableLength > MAX_UNSENT_BYTES) res.destroy();
      else if (!res.destroyed) res.write(frame);
    },
    end: () => res.end(),
  };
}

const routes: FastifyPluginAsyncZod = async (app) => {
  const boards = createLiveBoards({
    compute: async (key) => {
      const { vote, votacao } = await votacaoOf(app.db, key === 'atual' ? undefined : key);
      // Serialized as the JSON route's serializer does: through the response schema.
      return { fanpushId: vote?.id, json: JSON.stringify(VotacaoResponseSchema.parse(votacao)) };
    },
    ...app.config.live,
    log: app.log,
  });
  const unsubscribes = [
    app.events.subscribe('votos', ({ fanpushId }) => boards.voteChanged(fanpushId)),
    app.events.subscribe('conteudo', ({ entidade }) => {
      if (BOARD_ENTITIES.has(entidade)) boards.allChanged();
    }),
  ];
  // Before the server stops accepting: open streams would keep app.close() waiting forever.
  app.addHook('preClose', async () => {
    for (const unsubscribe of unsubscribes) unsubscribe();
    boards.close();
  });

  app.get(
    STREAM_PATH,
    {
      config: { apiKeyInQuery: true },
      schema: {
        tags: ['Fanpush'],
        summary:
          'The live leaderboard as Server-Sent Events: the body of GET /fanpush/votacao on ' +
          'connect and after each change (at most one a second), a comment every 15 s; ' +
          'Last-Event-ID resumes without a duplicate',
        security: [{ apiKey: [] }, { apiKeyQuery: [] }],
        querystring: StreamQuerySchema,
        response: {
          200: eventStreamResponse(
            'Events `id: <increasing>` / `data: <GET /fanpush/votacao JSON>`, a `retry:` hint, ' +
              '`:` heartbeats',
          ),
          ...problemResponses(400, 401, 404, 406),
        },
      },
    },
    async (request, reply) => {
      if (!acceptsEventStream(request)) throw new HttpProblem(406, t('errors:notAcceptable'));
      const key: BoardKey = request.query.idEtapaFanpush ?? 'atual';
      // An unknown window is a 404 problem before any byte of the stream.
      await boards.snapshot(key);
      const lastEventId = request.headers['last-event-id'];
      reply.hijack();
      startStream(reply);
      // The viewer may have left while the first computation ran.
      if (reply.raw.destroyed) return reply;
      const unsubscribe = boards.subscribe(
        key,
        subscriberOf(reply),
        typeof lastEventId === 'string' ? lastEventId : undefined,
      );
      reply.raw.once('close', unsubscribe);
      return reply;
    },
  );
};

export default routes;
