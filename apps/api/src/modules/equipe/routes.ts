import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pickText } from '@stockcar/shared/i18n';
import { IdParamsSchema, IdSchema } from '@stockcar/shared/schemas/common';
import {
  EquipeDetalheSchema,
  EquipesResponseSchema,
  EtapasQuerySchema,
} from '@stockcar/shared/schemas/racing';
import { assertCategoryExists } from '../../db/lookups.ts';
import { resolveSeason } from '../../db/queries/seasons.ts';
import {
  driverStandings,
  teamStandings,
  toEquipeCard,
  toPilotoCard,
} from '../../db/queries/standings.ts';
import { HttpProblem } from '../../plugins/problem.ts';
import { problemResponses } from '../../plugins/openapi.ts';
import { findTeam } from './repository.ts';
import { t } from '../../i18n.ts';

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/Equipe/categoria/:id',
    {
      schema: {
        tags: ['Equipe'],
        summary: "The category's teams in the season, best placed first",
        params: IdParamsSchema,
        querystring: EtapasQuerySchema,
        response: { 200: EquipesResponseSchema, ...problemResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const { id } = request.params;
      await assertCategoryExists(app.db, id);
      const temporada = await resolveSeason(app.db, id, request.query.ano);
      const rows = await teamStandings(app.db, { categoriaId: id, temporada });
      return rows.map(toEquipeCard);
    },
  );

  app.get(
    '/Equipe/:id/categoria/:categoriaId',
    {
      schema: {
        tags: ['Equipe'],
        summary: 'A team in a category: points, drivers, cars and history',
        params: z.object({ id: IdSchema, categoriaId: IdSchema }),
        querystring: EtapasQuerySchema,
        response: { 200: EquipeDetalheSchema, ...problemResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const { id, categoriaId } = request.params;
      await assertCategoryExists(app.db, categoriaId);
      const team = await findTeam(app.db, id);
      if (!team) throw new HttpProblem(404, t('errors:teamNotFound'));
      const temporada = await resolveSeason(app.db, categoriaId, request.query.ano);
      const drivers = await driverStandings(app.db, { categoriaId, temporada, equipeId: id });
      if (drivers.length === 0) throw new HttpProblem(404, t('errors:teamNotFound'));
      const carros = [...new Set(drivers.map((d) => d.carro))]
        .map(
          (carro) =>
            `${carro} ${drivers
              .filter((d) => d.carro === carro)
              .map((d) => `#${d.numero}`)
              .join(', ')}`,
        )
        .join(' · ');
      return {
        idEquipe: team.id,
        nomeEquipe: team.nome,
        logo: team.logo,
        logoEquipe: team.logo,
        logoEquipeB: team.logoB,
        pontuacaoEquipe: drivers.reduce((sum, d) => sum + d.pontuacao, 0),
        pilotosEquipe: drivers.map(toPilotoCard),
        carros,
        sobre: pickText(team.sobre, request.query.idioma),
        website: team.website,
        exibeWebsite: team.exibeWebsite,
        background: team.background,
      };
    },
  );
};

export default routes;
