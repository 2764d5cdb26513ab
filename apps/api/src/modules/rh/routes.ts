import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import multipart from '@fastify/multipart';
import { z } from 'zod';
import { IdiomaQuerySchema } from '@stockcar/shared/schemas/common';
import {
  AreasSchema,
  CV_MAX_BYTES,
  CV_TOKEN_FIELD,
  CandidatoResponseSchema,
  CandidatoSchema,
  DepoimentosSchema,
} from '@stockcar/shared/schemas/comercial';
import { isUnsafeText } from '@stockcar/shared/schemas/safe-text';
import { HttpProblem } from '../../plugins/problem.ts';
import { problemResponses } from '../../plugins/openapi.ts';
import { keyedHash, sameDigest } from '../../lib/secrets.ts';
import { createOnce, submissionKey } from '../../db/idempotency.ts';
import { checkCv } from './cv-file.ts';
import * as repo from './repository.ts';
import { CV_WINDOW_MS, notifyStaffOnce } from './staff-notice.ts';
import { t } from '../../i18n.ts';

/** The file's bytes; past the 5 MB limit the plugin throws, and the member reads why. */
async function readLimited(part: { toBuffer(): Promise<Buffer> }) {
  try {
    return await part.toBuffer();
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new HttpProblem(413, t('cv:size'));
    }
    throw err;
  }
}

/**
 * The multipart parser (busboy) throws bare errors, without a status, for a body that breaks
 * off or is not multipart inside: the sender's fault, so 400 instead of a server fault.
 */
function senderFault(err: unknown): unknown {
  const status = err instanceof Error ? (err as { statusCode?: unknown }).statusCode : undefined;
  return err instanceof HttpProblem || status !== undefined
    ? err
    : new HttpProblem(400, t('cv:malformed'));
}

/**
 * The CV upload's secret for a candidate: an HMAC of its id with a key derived from the
 * server's secret. Unguessable, and the same on a retried save, so a double click still
 * gets a token that works.
 */
function uploadTokenFor(secret: string, idCandidato: number): string {
  return keyedHash(keyedHash(secret, 'rh-candidato-cv'), String(idCandidato));
}

const routes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: { fileSize: CV_MAX_BYTES, files: 1, fields: 4 } });
  const tokenFor = (id: number) => uploadTokenFor(app.config.jwtSecret, id);

  app.get(
    '/RH/Area',
    {
      schema: {
        tags: ['RH'],
        summary: 'Areas candidates can apply to',
        querystring: IdiomaQuerySchema,
        response: { 200: AreasSchema, ...problemResponses(400, 401) },
      },
    },
    async () => (await repo.findAreas(app.db)).map((a) => ({ idArea: a.id, nome: a.nome })),
  );

  app.get(
    '/RH/Depoimento',
    {
      schema: {
        tags: ['RH'],
        summary: "Testimonials of the organisation's people",
        querystring: IdiomaQuerySchema,
        response: { 200: DepoimentosSchema, ...problemResponses(400, 401) },
      },
    },
    async () =>
      (await repo.findTestimonials(app.db)).map(({ nome, cargo, imagem, depoimento }) => ({
        nome,
        cargo,
        imagem,
        depoimento,
      })),
  );

  app.post(
    '/RH/Candidato',
    {
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags: ['RH'],
        summary: 'Saves a talent-bank candidate (the CV follows in a second call)',
        body: CandidatoSchema,
        response: {
          201: CandidatoResponseSchema,
          200: CandidatoResponseSchema,
          ...problemResponses(400, 401, 429),
        },
      },
    },
    async (request, reply) => {
      const c = request.body;
      const area = await repo.findArea(app.db, c.idArea);
      if (!area) throw new HttpProblem(400, t('cv:areaInvalid'));
      // No staff e-mail yet: it goes out once the CV arrives, or says it is missing after
      // 24 hours (talent-notice job).
      const result = await createOnce(
        app.db,
        'rh-candidato',
        submissionKey(request.headers['idempotency-key'], c),
        (tx) => repo.insertCandidate(tx, c),
      );
      return reply
        .status(result.created ? 201 : 200)
        .send({ idCandidato: result.id, tokenUpload: tokenFor(result.id) });
    },
  );

  app.post(
    '/RH/Candidato/Curriculo',
    {
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags: ['RH'],
        summary:
          'Attaches the CV (multipart: idCandidato, tokenUpload, File): .pdf, .doc or .docx up to 5 MB',
        consumes: ['multipart/form-data'],
        response: { 204: z.null(), ...problemResponses(400, 401, 404, 409, 413, 415, 429) },
      },
    },
    async (request, reply) => {
      let idCandidato: number | undefined;
      let token = '';
      let file: { name: string; data: Buffer } | undefined;
      try {
        for await (const part of request.parts()) {
          if (part.type === 'file') {
            file = { name: part.filename, data: await readLimited(part) };
          } else if (part.fieldname === 'idCandidato') {
            idCandidato = Number(part.value);
          } else if (part.fieldname === CV_TOKEN_FIELD && typeof part.value === 'string') {
            token = part.value;
          }
        }
      } catch (err) {
        throw senderFault(err);
      }
      if (!idCandidato || !Number.isInteger(idCandidato) || idCandidato < 1) {
        throw new HttpProblem(400, t('cv:candidateNotFound'));
      }
      // A wrong token reads like an unknown candidate: no oracle for which ids exist.
      if (!sameDigest(token, tokenFor(idCandidato))) {
        throw new HttpProblem(404, t('cv:candidateNotFound'));
      }
      if (!file || file.data.length === 0) throw new HttpProblem(400, t('cv:required'));
      if (isUnsafeText(file.name)) throw new HttpProblem(400, t('cv:type'));
      const check = checkCv(file.name, file.data);
      if (!check.ok) throw new HttpProblem(check.status, check.detail);
      const candidate = await repo.findCandidate(app.db, idCandidato);
      if (!candidate || Date.now() - candidate.criadoEm.getTime() > CV_WINDOW_MS) {
        throw new HttpProblem(404, t('cv:candidateNotFound'));
      }
      // Once received, a CV cannot be replaced through this public call.
      if (candidate.cvArquivo) throw new HttpProblem(409, t('cv:alreadySent'));
      const key = await app.storage.putPrivate(`cv/${randomUUID()}${check.extension}`, file.data);
      const cv = { key, originalName: file.name, mime: check.mime };
      // Two uploads at once both pass the check above; the update takes only the first.
      if (!(await repo.attachCv(app.db, candidate.id, cv))) {
        await app.storage.deletePrivate(key);
        throw new HttpProblem(409, t('cv:alreadySent'));
      }
      // The CV is safe: a failed e-mail is logged and sent again by the talent-notice job.
      await notifyStaffOnce(
        { db: app.db, mail: app.mail, staffEmail: app.config.mail.staff, log: request.log },
        candidate.id,
        new Date(),
      );
      return reply.status(204).send(null);
    },
  );
};

export default routes;
