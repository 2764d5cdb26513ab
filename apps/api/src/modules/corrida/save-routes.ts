import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CorridaDetalheSchema,
  ResultadoInputSchema,
} from '@stockcar/shared/schemas/admin/resultados';
import { IdParamsSchema } from '@stockcar/shared/schemas/common';
import { problemResponses } from '../../plugins/openapi.ts';
import { HttpProblem } from '../../plugins/problem.ts';
import { classificationProblems, type RuleProblem } from './rules.ts';
import { changeRace, ruleContext, writeClassification } from './store.ts';

/** A broken rule as a field error of the body: `body.classificacao.3.posicao`, `body.pole`. */
const fieldError = (p: RuleProblem) => ({
  path: p.indice === undefined ? `body.${p.campo}` : `body.classificacao.${p.indice}.${p.campo}`,
  message: p.mensagem,
});

/** The classification editor's save: every row at once, over the race's version. */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/admin/corridas/:id/resultado',
    {
      preValidation: app.staffOnly('corridas'),
      schema: {
        tags: ['Admin'],
        summary:
          'Saves the whole classification over the version read: provisional, or official at once (recomputes the standings)',
        params: IdParamsSchema,
        body: ResultadoInputSchema,
        response: { 200: CorridaDetalheSchema, ...problemResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { versao, oficializar, ...input } = request.body;
      return changeRace(app, request, {
        id: request.params.id,
        versao,
        acao: 'salvar',
        write: async (db, antes) => {
          const problems = classificationProblems(input, ruleContext(antes));
          if (problems[0]) {
            throw new HttpProblem(400, problems[0].mensagem, problems.map(fieldError));
          }
          await writeClassification(db, antes, input, oficializar);
        },
      });
    },
  );
};

export default routes;
