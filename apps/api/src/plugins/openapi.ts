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
 * A text answer of another media type than JSON in the document (a stream, a calendar): zod
 * has no type for one, so the entry carries its media type and description as metadata.
 */
export function textResponse(mediaType: string, description: string) {
  return z.string().meta({
    description,
    content: { [mediaType]: { schema: { type: 'string', description } } },
  });
}

/** A `text/event-stream` answer (Server-Sent Events). */
export const eventStreamResponse = (description: string) =>
  textResponse('text/event-stream', description);

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
          // Only where a client cannot send headers (EventSource, links): see `apiKeyInQuery`.
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
