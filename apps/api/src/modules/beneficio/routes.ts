import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdiomaQuerySchema, IdParamsSchema } from '@stockcar/shared/schemas/common';
import { BeneficiosSchema } from '@stockcar/shared/schemas/clube-conteudo';
import { problemResponses } from '../../plugins/openapi.ts';
import { HttpProblem } from '../../plugins/problem.ts';
import { findGift, listGifts } from './repository.ts';
import { t } from '../../i18n.ts';

/** The file's bytes: Fastify sends a Buffer as it is, without serialising it. */
const FileSchema = z
  .instanceof(Buffer)
  .meta({ description: "The gift's file (PNG, SVG or PDF)", type: 'string', format: 'binary' });

/** `filename*` keeps accents (RFC 6266); the plain `filename` is an ASCII fallback. */
function attachment(name: string): string {
  const ascii = name
    .normalize('NFD')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/["\\]/g, '');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/** Gifts of the club home (fan-club.md §3, §7): members only, files from private storage. */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', app.authenticateMember);
  const security = [{ apiKey: [], bearer: [] }];

  app.get(
    '/Beneficio',
    {
      schema: {
        tags: ['Beneficio'],
        summary: 'The gifts a member can download',
        security,
        querystring: IdiomaQuerySchema,
        response: { 200: BeneficiosSchema, ...problemResponses(400, 401) },
      },
    },
    () => listGifts(app.db),
  );

  app.get(
    '/Beneficio/:id/Download',
    {
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags: ['Beneficio'],
        summary: "A gift's file, as an attachment",
        security,
        params: IdParamsSchema,
        querystring: IdiomaQuerySchema,
        response: { 200: FileSchema, ...problemResponses(400, 401, 404, 429) },
      },
    },
    async (request, reply) => {
      const gift = await findGift(app.db, request.params.id);
      const file = gift && (await app.storage.getPrivate(gift.arquivo));
      if (!gift || !file) throw new HttpProblem(404, t('conteudo:beneficioNaoEncontrado'));
      return reply
        .type(gift.tipoConteudo)
        .header('content-disposition', attachment(gift.nomeArquivo))
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(file);
    },
  );
};

export default routes;
