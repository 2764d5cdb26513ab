import fp from 'fastify-plugin';
import type { AlertsService } from '../services/alerts.ts';

declare module 'fastify' {
  interface FastifyRequest {
    failurePayload?: string;
  }
}

/** Every failed API request other than a 404 is posted to the alerts service (§8). */
export default fp<{ alerts: AlertsService }>(async (app, { alerts }) => {
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode >= 400 && reply.statusCode !== 404 && typeof payload === 'string') {
      request.failurePayload = payload;
    }
    return payload;
  });
  app.addHook('onResponse', async (request, reply) => {
    if (reply.statusCode < 400 || reply.statusCode === 404) return;
    if (!request.url.startsWith('/api/')) return;
    // Fire and forget: the member's response never waits for the chat.
    void alerts.send({
      origem: 'api',
      url: request.url,
      metodo: request.method,
      status: reply.statusCode,
      resposta: request.failurePayload ?? '',
      corpo: request.body,
    });
  });
});
