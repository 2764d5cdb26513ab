import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AlertaSchema } from '@stockcar/shared/schemas/alerta';
import { problemResponses } from '../../plugins/openapi.ts';
import { decodeReportedBody } from '../../services/alerts.ts';

/**
 * A 4xx or 500/501 from our own API was already posted by its failure hook: forwarding the
 * client's copy would post it twice. Network failures (0) and gateway errors (502-504, sent by
 * a proxy when the API is unreachable) are only seen by the client.
 */
function answeredByThisApi(url: string, status: number): boolean {
  const path = url.replace(/^https?:\/\/[^/]+/, '');
  return path.toLowerCase().startsWith('/api/') && status >= 400 && status <= 501;
}

const routes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/alertas',
    {
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags: ['Alertas'],
        summary: 'A failure seen by the web client, forwarded to the alerts chat',
        body: AlertaSchema,
        response: { 202: z.null(), ...problemResponses(400, 401, 429) },
      },
    },
    async (request, reply) => {
      const a = request.body;
      if (answeredByThisApi(a.url, a.status)) return reply.status(202).send(null);
      void app.alerts.send({
        origem: 'web',
        url: a.url,
        metodo: a.metodo,
        status: a.status,
        resposta: a.resposta,
        corpo: decodeReportedBody(a.corpoRequisicao),
      });
      return reply.status(202).send(null);
    },
  );
};

export default routes;
