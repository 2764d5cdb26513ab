import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { ProblemSchema } from '@stockcar/shared/schemas/common';
import { z } from 'zod';
import { API_KEY_HEADER, API_KEY_QUERY } from './api-key.ts';

/** Response entries for the problem statuses a route may answer with. */
export function problemResponses<S extends number>(...statuses: S[]) {
  return Object.fromEntries(statuses.map((s) => [s, ProblemSchema])) as Record<
    S,
    typeof ProblemSchema
  >;
}

/**
 * A `text/event-stream` answer in the document (Server-Sent Events): zod has no type for a
 * stream, so the entry carries its media type and description as metadata.
 */
export function eventStreamResponse(description: string) {
  return z.string().meta({
    description,
    content: { 'text/event-stream': { schema: { type: 'string', description } } },
  });
}

/** The OpenAPI document, generated from the routes' zod schemas, at /api/docs. */
export default fp<{ publicUrl: string }>(async (app, { publicUrl }) => {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Stock Car fan site API',
        version: '1',
        description: 'Calls of the public site and the Stock Club. Errors are problem+json.',
      },
      servers: [{ url: publicUrl }],
      components: {
        securitySchemes: {
          apiKey: { type: 'apiKey', in: 'header', name: API_KEY_HEADER },
          // Only where a browser cannot send headers (EventSource): see `apiKeyInQuery`.
          apiKeyQuery: { type: 'apiKey', in: 'query', name: API_KEY_QUERY },
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        },
      },
      security: [{ apiKey: [] }],
    },
    transform: jsonSchemaTransform,
  });
  app.get('/api/docs', { schema: { hide: true } }, async () => app.swagger());
});
