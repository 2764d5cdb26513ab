import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const StatusSchema = z.object({ status: z.string() });

/** Liveness and readiness probes for the load balancer; no API key. */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.get('/health', { schema: { hide: true, response: { 200: StatusSchema } } }, async () => ({
    status: 'ok',
  }));

  app.get(
    '/ready',
    { schema: { hide: true, response: { 200: StatusSchema, 503: StatusSchema } } },
    async (request, reply) => {
      try {
        await app.database.ping();
        return { status: 'ready' };
      } catch (err) {
        request.log.error({ err }, 'database unreachable');
        return reply.status(503).send({ status: 'database unreachable' });
      }
    },
  );
};

export default routes;
