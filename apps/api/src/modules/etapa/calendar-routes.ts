import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ICalCalendar } from 'ical-generator';
import { z } from 'zod';
import { categoryById } from '@stockcar/shared/categories';
import { IdSchema, IdiomaQuerySchema } from '@stockcar/shared/schemas/common';
import { EtapasQuerySchema } from '@stockcar/shared/schemas/racing';
import { assertCategoryExists } from '../../db/lookups.ts';
import { resolveSeason } from '../../db/queries/seasons.ts';
import { ApiKeyQuerySchema } from '../../plugins/api-key.ts';
import { problemResponses, textResponse } from '../../plugins/openapi.ts';
import { HttpProblem } from '../../plugins/problem.ts';
import { t } from '../../i18n.ts';
import {
  addScheduleDayEvent,
  addStageEvent,
  calendarFileName,
  newCalendar,
  type StageRow,
} from './calendar.ts';
import { findRaces, findSchedules, findStage, findStages } from './stages-repository.ts';

/**
 * "Adicionar à agenda" and the season's subscribable calendar (issue 15). Links and calendar
 * apps send no headers, so these take the public API key in the query too; the answers are the
 * same for everyone and go through the read cache, which a console write clears.
 */

const calendarCall = {
  tags: ['Etapa'],
  security: [{ apiKey: [] }, { apiKeyQuery: [] }] as Record<string, string[]>[],
};
const CalendarQuerySchema = IdiomaQuerySchema.partial().extend(ApiKeyQuerySchema.shape);
const calendarResponse = (description: string) => ({
  200: textResponse('text/calendar', description),
  ...problemResponses(400, 401, 404),
});

function sendCalendar(
  reply: FastifyReply,
  calendar: ICalCalendar,
  disposition: 'attachment' | 'inline',
  fileName: string,
) {
  return reply
    .header('content-type', 'text/calendar; charset=utf-8')
    .header('content-disposition', `${disposition}; filename="${fileName}"`)
    .send(calendar.toString());
}

async function stageOrFail(app: Parameters<FastifyPluginAsyncZod>[0], id: number) {
  const stage = await findStage(app.db, id);
  if (!stage) throw new HttpProblem(404, t('racing:calendar.stageNotFound'));
  return stage;
}

const stageFileName = ({ etapa: e }: StageRow, ...more: string[]) =>
  calendarFileName(e.categoriaId, e.temporada, 'etapa', e.numero, ...more);

const routes: FastifyPluginAsyncZod = async (app) => {
  const { publicUrl } = app.config;

  app.get(
    '/Etapa/:id/agenda.ics',
    {
      config: { apiKeyInQuery: true },
      schema: {
        ...calendarCall,
        summary: "A stage's main race as an iCalendar file (Adicionar à agenda)",
        params: z.object({ id: IdSchema }),
        querystring: CalendarQuerySchema,
        response: calendarResponse('One VEVENT in Brasília time (TZID America/Sao_Paulo)'),
      },
    },
    async (request, reply) => {
      const stage = await stageOrFail(app, request.params.id);
      const calendar = newCalendar(publicUrl);
      addStageEvent(calendar, publicUrl, stage, await findRaces(app.db, [stage.etapa.id]));
      return sendCalendar(reply, calendar, 'attachment', stageFileName(stage));
    },
  );

  app.get(
    '/Etapa/:idEtapa/programacao/:idProgramacao/agenda.ics',
    {
      config: { apiKeyInQuery: true },
      schema: {
        ...calendarCall,
        summary: "A stage's schedule day as an iCalendar file (an all-day event with its items)",
        params: z.object({ idEtapa: IdSchema, idProgramacao: IdSchema }),
        querystring: CalendarQuerySchema,
        response: calendarResponse('One all-day VEVENT'),
      },
    },
    async (request, reply) => {
      const stage = await stageOrFail(app, request.params.idEtapa);
      const days = await findSchedules(app.db, [stage.etapa.id]);
      const day = days.find((d) => d.id === request.params.idProgramacao);
      if (!day) throw new HttpProblem(404, t('racing:calendar.dayNotFound'));
      const calendar = newCalendar(publicUrl);
      addScheduleDayEvent(calendar, publicUrl, stage, day);
      return sendCalendar(reply, calendar, 'attachment', stageFileName(stage, day.data));
    },
  );

  app.get(
    '/Etapa/categoria/:categoriaId/calendario.ics',
    {
      config: { apiKeyInQuery: true },
      schema: {
        ...calendarCall,
        summary:
          "A category's season as a subscribable iCalendar feed (webcal): its stages and " +
          'schedule days, updated on every change (default: the current season)',
        params: z.object({ categoriaId: IdSchema }),
        querystring: EtapasQuerySchema.partial().extend(ApiKeyQuerySchema.shape),
        response: calendarResponse('The season: stages and schedule days, stable UIDs'),
      },
    },
    async (request, reply) => {
      const { categoriaId } = request.params;
      await assertCategoryExists(app.db, categoriaId);
      const ano = await resolveSeason(app.db, categoriaId, request.query.ano);
      const stages = await findStages(app.db, categoriaId, ano);
      const ids = stages.map((s) => s.etapa.id);
      const [races, days] = await Promise.all([findRaces(app.db, ids), findSchedules(app.db, ids)]);
      const categoria = categoryById(categoriaId)?.name ?? '';
      const calendar = newCalendar(publicUrl, {
        name: t('racing:calendar.seasonName', { categoria, ano }),
        description: t('racing:stages.subtitle', { ano }),
      });
      for (const stage of stages) {
        addStageEvent(calendar, publicUrl, stage, races);
        for (const day of days.filter((d) => d.etapaId === stage.etapa.id)) {
          addScheduleDayEvent(calendar, publicUrl, stage, day);
        }
      }
      return sendCalendar(reply, calendar, 'inline', calendarFileName(categoriaId, ano));
    },
  );
};

export default routes;
