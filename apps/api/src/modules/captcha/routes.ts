import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CaptchaDesafioSchema } from '@stockcar/shared/schemas/clube/captcha';
import { IdiomaQuerySchema } from '@stockcar/shared/schemas/common';
import { problemResponses } from '../../plugins/openapi.ts';

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/Captcha/desafio',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['Captcha'],
        summary: 'A signed ALTCHA proof-of-work challenge (10 minutes, accepted once)',
        querystring: IdiomaQuerySchema,
        response: { 200: CaptchaDesafioSchema, ...problemResponses(400, 401, 429) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return app.captcha.challenge();
    },
  );
};

export default routes;
