import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CepParamsSchema, CepResponseSchema } from '@stockcar/shared/schemas/clube/cep';
import { IdiomaQuerySchema } from '@stockcar/shared/schemas/common';
import { onlyDigits } from '@stockcar/shared/validators/cpf';
import { HttpProblem } from '../../plugins/problem.ts';
import { problemResponses } from '../../plugins/openapi.ts';
import { CepUnavailableError } from '../../services/cep.ts';
import { t } from '../../i18n.ts';

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/Cep/:cep',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['Cep'],
        summary: 'An address by its CEP, through the public CEP service (cached 30 days)',
        params: CepParamsSchema,
        querystring: IdiomaQuerySchema,
        response: { 200: CepResponseSchema, ...problemResponses(400, 401, 404, 429, 502) },
      },
    },
    async (request) => {
      try {
        const address = await app.cep.lookup(onlyDigits(request.params.cep));
        if (!address) throw new HttpProblem(404, t('clube:cepNaoEncontrado'));
        return address;
      } catch (err) {
        if (!(err instanceof CepUnavailableError)) throw err;
        request.log.warn({ err }, 'CEP service failed');
        throw new HttpProblem(502, t('clube:cepIndisponivel'));
      }
    },
  );
};

export default routes;
