import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParamsSchema } from '@stockcar/shared/schemas/common';
import {
  ClassificacaoEquipesSchema,
  ClassificacaoPilotosSchema,
  StandingsQuerySchema,
  TurismoQuerySchema,
} from '@stockcar/shared/schemas/racing';
import { categoryById } from '@stockcar/shared/categories';
import { assertCategoryExists } from '../../db/lookups.ts';
import { HttpProblem } from '../../plugins/problem.ts';
import { resolveSeason } from '../../db/queries/seasons.ts';
import {
  driverStandings,
  teamStandings,
  toEquipeCard,
  toPilotoCard,
} from '../../db/queries/standings.ts';
import { problemResponses } from '../../plugins/openapi.ts';
import { t } from '../../i18n.ts';

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/Classificacao/categoria/:id/pilotos',
    {
      schema: {
        tags: ['Classificacao'],
        summary: 'Driver standings derived from race results',
        params: IdParamsSchema,
        querystring: StandingsQuerySchema,
        response: { 200: ClassificacaoPilotosSchema, ...problemResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { ano, subcategoria, limit } = request.query;
      await assertCategoryExists(app.db, id);
      const temporada = await resolveSeason(app.db, id, ano);
      const rows = await driverStandings(app.db, {
        categoriaId: id,
        temporada,
        subcategoria,
        limit,
      });
      return rows.map((r) => ({ ...toPilotoCard(r), posicao: r.posicao }));
    },
  );

  app.get(
    '/Classificacao/categoria/:id/equipes',
    {
      schema: {
        tags: ['Classificacao'],
        summary: "Team standings: the sum of the team's drivers' points",
        params: IdParamsSchema,
        querystring: StandingsQuerySchema,
        response: { 200: ClassificacaoEquipesSchema, ...problemResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { ano, subcategoria, limit } = request.query;
      await assertCategoryExists(app.db, id);
      const temporada = await resolveSeason(app.db, id, ano);
      const rows = await teamStandings(app.db, { categoriaId: id, temporada, subcategoria, limit });
      return rows.map((r) => ({ ...toEquipeCard(r), posicao: r.posicao }));
    },
  );

  app.get(
    '/Turismo',
    {
      schema: {
        tags: ['Classificacao'],
        summary: 'Turismo Nacional standings by class (A, B) and race type (sprint, endurance)',
        querystring: TurismoQuerySchema,
        response: { 200: ClassificacaoPilotosSchema, ...problemResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const { idCategoria, year, subcategoria, tipo, limit } = request.query;
      await assertCategoryExists(app.db, idCategoria);
      // The A/B classes and sprint/endurance split exist only in Turismo Nacional.
      if (!categoryById(idCategoria)?.slug.startsWith('turismo-nacional')) {
        throw new HttpProblem(400, t('errors:notTurismoCategory'));
      }
      const temporada = await resolveSeason(app.db, idCategoria, year);
      const rows = await driverStandings(app.db, {
        categoriaId: idCategoria,
        temporada,
        subcategoria,
        tipo,
        limit,
      });
      return rows.map((r) => ({ ...toPilotoCard(r), posicao: r.posicao }));
    },
  );
};

export default routes;
