import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParamsSchema, IdSchema, IdiomaQuerySchema } from '@stockcar/shared/schemas/common';
import { ProximaEtapaResponseSchema } from '@stockcar/shared/schemas/etapa';
import { EtapasQuerySchema, EtapasResponseSchema } from '@stockcar/shared/schemas/racing';
import type { Language } from '@stockcar/shared/i18n';
import { categoryById } from '@stockcar/shared/categories';
import { assertCategoryExists } from '../../db/lookups.ts';
import { resolveSeason } from '../../db/queries/seasons.ts';
import type { Db } from '../../db/client.ts';
import { independentReads } from '../../db/independent-reads.ts';
import { problemResponses } from '../../plugins/openapi.ts';
import { findNextStage } from './repository.ts';
import { findPodiums, findRaces, findSchedules, findStages } from './stages-repository.ts';
import { toEtapa } from './stage-mapper.ts';

const isTurismo = (categoriaId: number) =>
  categoryById(categoriaId)?.slug.startsWith('turismo') ?? false;

/** A season's stages with races, podiums and schedules in four queries, whatever the count. */
async function listStages(db: Db, categoriaId: number, ano: number | undefined, idioma: Language) {
  await assertCategoryExists(db, categoriaId);
  const temporada = await resolveSeason(db, categoriaId, ano);
  const stages = await findStages(db, categoriaId, temporada);
  const stageIds = stages.map((s) => s.etapa.id);
  const [races, schedules] = await independentReads(db, [
    () => findRaces(db, stageIds),
    () => findSchedules(db, stageIds),
  ]);
  const podiums = await findPodiums(
    db,
    races.map((r) => r.id),
  );
  const now = Date.now();
  const next = stages.find((s) => !s.etapa.finalizada && s.etapa.data.getTime() > now);
  return {
    etapas: stages.map((s) =>
      toEtapa(
        { ...s, races, podiums, schedules, proxima: s === next, turismo: isTurismo(categoriaId) },
        idioma,
      ),
    ),
  };
}

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/Etapa/proxima/categoria/:id',
    {
      schema: {
        tags: ['Etapa'],
        summary: 'The next stage of a category, or null when none is scheduled',
        params: IdParamsSchema,
        querystring: IdiomaQuerySchema,
        response: { 200: ProximaEtapaResponseSchema, ...problemResponses(400, 401, 404) },
      },
    },
    async (request) => {
      await assertCategoryExists(app.db, request.params.id);
      const row = await findNextStage(app.db, request.params.id);
      if (!row) return null;
      const [races, schedules] = await Promise.all([
        findRaces(app.db, [row.etapa.id]),
        findSchedules(app.db, [row.etapa.id]),
      ]);
      return toEtapa(
        {
          ...row,
          races,
          schedules,
          podiums: [],
          proxima: true,
          turismo: isTurismo(request.params.id),
        },
        request.query.idioma,
      );
    },
  );

  app.get(
    '/Etapa/categoria/:categoriaId',
    {
      schema: {
        tags: ['Etapa'],
        summary: "A season's stages (default: the category's current season)",
        params: z.object({ categoriaId: IdSchema }),
        querystring: EtapasQuerySchema,
        response: { 200: EtapasResponseSchema, ...problemResponses(400, 401, 404) },
      },
    },
    async (request) =>
      listStages(app.db, request.params.categoriaId, request.query.ano, request.query.idioma),
  );

  app.get(
    '/Etapa/categoria2/:categoriaId2',
    {
      schema: {
        tags: ['Etapa'],
        summary: 'e-stock stages (the site asks for ano=2024)',
        params: z.object({ categoriaId2: IdSchema }),
        querystring: EtapasQuerySchema,
        response: { 200: EtapasResponseSchema, ...problemResponses(400, 401, 404) },
      },
    },
    async (request) =>
      listStages(app.db, request.params.categoriaId2, request.query.ano, request.query.idioma),
  );
};

export default routes;
