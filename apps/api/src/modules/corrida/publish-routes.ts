import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CorridaAcaoSchema, CorridaDetalheSchema } from '@stockcar/shared/schemas/admin/resultados';
import { RESULTADOS_TEXTOS as T } from '@stockcar/shared/schemas/admin/resultados-textos';
import { IdParamsSchema } from '@stockcar/shared/schemas/common';
import { problemResponses } from '../../plugins/openapi.ts';
import { HttpProblem } from '../../plugins/problem.ts';
import { changeRace, setSituacao } from './store.ts';

/**
 * Publishing a provisional race's results as they are, and reopening an official one for a
 * correction: its points leave the standings until it is published again.
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  const options = (summary: string) => ({
    preValidation: app.staffOnly('corridas'),
    schema: {
      tags: ['Admin'],
      summary,
      params: IdParamsSchema,
      body: CorridaAcaoSchema,
      response: { 200: CorridaDetalheSchema, ...problemResponses(400, 401, 403, 404, 409) },
    },
  });

  app.post(
    '/admin/corridas/:id/oficializar',
    options("Makes a provisional race's results official (recomputes the standings)"),
    async (request) =>
      changeRace(app, request, {
        id: request.params.id,
        versao: request.body.versao,
        acao: 'oficializar',
        write: async (db, antes) => {
          if (antes.situacao === 'oficial') throw new HttpProblem(400, T.jaOficial);
          if (antes.classificacao.length === 0) throw new HttpProblem(400, T.semResultado);
          await setSituacao(db, antes.id, 'oficial');
        },
      }),
  );

  app.post(
    '/admin/corridas/:id/reabrir',
    options('Takes an official race back to provisional: its points leave the standings'),
    async (request) =>
      changeRace(app, request, {
        id: request.params.id,
        versao: request.body.versao,
        acao: 'reabrir',
        write: async (db, antes) => {
          if (antes.situacao !== 'oficial') throw new HttpProblem(400, T.naoOficial);
          await setSituacao(db, antes.id, 'provisorio');
        },
      }),
  );
};

export default routes;
