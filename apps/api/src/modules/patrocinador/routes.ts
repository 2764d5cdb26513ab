import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EnvioResponseSchema, PatrocinadorSchema } from '@stockcar/shared/schemas/comercial';
import { patrocinadorLead } from '../../db/schema/index.ts';
import { problemResponses } from '../../plugins/openapi.ts';
import { submitOnce } from '../../db/idempotency.ts';
import { t } from '../../i18n.ts';

const routes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/Patrocinador',
    {
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags: ['Patrocinador'],
        summary: 'A company registers as a sponsor lead; staff are e-mailed',
        body: PatrocinadorSchema,
        response: {
          201: EnvioResponseSchema,
          200: EnvioResponseSchema,
          ...problemResponses(400, 401, 429),
        },
      },
    },
    async (request, reply) => {
      const lead = request.body;
      const result = await submitOnce(app, request, {
        rota: 'patrocinador',
        body: lead,
        create: async (tx) => {
          const [row] = await tx
            .insert(patrocinadorLead)
            .values(lead)
            .returning({ id: patrocinadorLead.id });
          return row?.id ?? 0;
        },
        notice: {
          subject: t('emails:notices.sponsorSubject', { empresa: lead.empresa }),
          fields: {
            [t('emails:notices.fields.empresa')]: lead.empresa,
            [t('emails:notices.fields.responsavel')]: lead.nomeResponsavel,
            [t('emails:notices.fields.cargo')]: lead.cargo,
            [t('emails:notices.fields.email')]: lead.email,
            [t('emails:notices.fields.celular')]: lead.celular,
          },
        },
      });
      return reply.status(result.created ? 201 : 200).send({ id: result.id });
    },
  );
};

export default routes;
