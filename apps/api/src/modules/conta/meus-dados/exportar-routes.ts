import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { siteCalendarDate } from '@stockcar/shared/dates';
import { IdiomaQuerySchema } from '@stockcar/shared/schemas/common';
import { MeusDadosExportSchema, exportFileName } from '@stockcar/shared/schemas/meus-dados';
import { memberOf } from '../../../plugins/auth/index.ts';
import { problemResponses } from '../../../plugins/openapi.ts';
import { exportOf } from './export.ts';

const pad = (n: number) => String(n).padStart(2, '0');

/** The export's day in São Paulo, AAAA-MM-DD. */
function dayOf(now: Date) {
  const { year, month, day } = siteCalendarDate(now);
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** The data export as a JSON file (LGPD art. 18 II and V: access and portability). */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/MeusDados/exportar',
    {
      // Reads every table of the member: a few a quarter-hour is plenty for a person.
      config: { rateLimit: { max: 10, timeWindow: '15 minutes' } },
      schema: {
        tags: ['MeusDados'],
        summary: "Downloads all the member's data as a JSON file (attachment)",
        security: [{ apiKey: [], bearer: [] }],
        querystring: IdiomaQuerySchema,
        response: { 200: MeusDadosExportSchema, ...problemResponses(400, 401, 429) },
      },
    },
    async (request, reply) => {
      const now = new Date();
      reply
        .header('cache-control', 'no-store')
        .header('content-disposition', `attachment; filename="${exportFileName(dayOf(now))}"`);
      return exportOf(app.db, memberOf(request), now);
    },
  );
};

export default routes;
