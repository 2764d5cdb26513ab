import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParamsSchema } from '@stockcar/shared/schemas/common';
import {
  IMAGEM_MAX_BYTES,
  ImagemSchema,
  ImagemUploadSchema,
  ImagensListaSchema,
  ImagensQuerySchema,
  type Imagem,
} from '@stockcar/shared/schemas/admin/imagens';
import { libraryImageUrl, responsiveImage } from '@stockcar/shared/responsive-image';
import { HttpProblem, fieldProblem } from '../../plugins/problem.ts';
import { problemResponses } from '../../plugins/openapi.ts';
import { recordAudit } from '../../plugins/admin/audit.ts';
import { consoleUpload, readUpload } from '../../plugins/admin/upload.ts';
import { staffOf } from '../../plugins/admin/guard.ts';
import { processImage } from './process.ts';
import * as repo from './repository.ts';
import { t } from '../../i18n.ts';

export type { ImagemRow } from './repository.ts';

/** An item as the console reads it: the stored row with its URL and srcset. */
export function toImagem(row: repo.ImagemRow): Imagem {
  const url = libraryImageUrl(row.chave, row.larguras);
  const image = responsiveImage(url);
  return {
    id: row.id,
    versao: row.versao,
    chave: row.chave,
    url,
    alt: row.alt,
    largura: row.largura,
    altura: row.altura,
    larguras: row.larguras,
    srcset: image.srcSet ?? '',
    sources: (image.sources ?? []).map(({ type, srcSet }) => ({ type, srcset: srcSet })),
    staffId: row.staffId,
    criadoEm: row.criadoEm.toISOString(),
  };
}

/** The upload's file and alt text, read from the multipart body. */
async function readImageUpload(request: FastifyRequest) {
  const { file, fields } = await readUpload(request, {
    tooLarge: t('imagens:tamanho'),
    incomplete: t('imagens:incompleto'),
  });
  return { file: file?.data, alt: fields.alt };
}

/**
 * The console's image library (issue 10): `POST /admin/imagens` (multipart `file` + `alt`)
 * re-encodes the upload into responsive widths (WebP + JPEG) under
 * `/media/imagens/<chave>/`; `GET /admin/imagens` lists the library. Every role that writes
 * content reaches it (area `imagens`); the upload is audited.
 */
const adminImagensRoutes: FastifyPluginAsyncZod = async (app) => {
  const preValidation = app.staffOnly('imagens');
  const uploadRoute = await consoleUpload(app, 'imagens', {
    fileSize: IMAGEM_MAX_BYTES,
    fields: 2,
    perMinute: 60,
    summary:
      'Uploads an image (multipart: file, alt): JPEG, PNG, WebP, AVIF or GIF up to 10 MB, re-encoded into responsive widths as WebP and JPEG',
  });

  app.post(
    '/admin/imagens',
    {
      ...uploadRoute,
      schema: {
        ...uploadRoute.schema,
        response: { 201: ImagemSchema, ...problemResponses(400, 401, 403, 413, 415, 429) },
      },
    },
    async (request, reply) => {
      const upload = await readImageUpload(request);
      const fields = ImagemUploadSchema.safeParse({ alt: upload.alt });
      if (!fields.success) {
        throw fieldProblem('alt', fields.error.issues[0]?.message ?? t('imagens:altObrigatorio'));
      }
      if (!upload.file || upload.file.length === 0) {
        throw fieldProblem('file', t('imagens:arquivoObrigatorio'));
      }
      const encoded = await processImage(upload.file);
      const chave = randomUUID();
      const folder = `imagens/${chave}`;
      try {
        for (const { name, data } of encoded.files) {
          await app.storage.putPublic(`${folder}/${name}`, data);
        }
        const row = await app.db.transaction(async (tx) => {
          const inserted = await repo.insertImage(tx, {
            chave,
            alt: fields.data.alt,
            largura: encoded.largura,
            altura: encoded.altura,
            larguras: encoded.larguras,
            staffId: staffOf(request).id,
          });
          await recordAudit(tx, request, {
            entidade: 'imagem',
            entidadeId: inserted.id,
            acao: 'criar',
            depois: toImagem(inserted),
          });
          return inserted;
        });
        return reply.status(201).send(toImagem(row));
      } catch (err) {
        // Nothing half-saved: without its row, no file of the upload stays.
        await app.storage.deletePublic(folder);
        throw err;
      }
    },
  );

  app.get(
    '/admin/imagens',
    {
      preValidation,
      schema: {
        tags: ['Admin'],
        summary: 'The image library, newest first; q searches the alt text',
        querystring: ImagensQuerySchema,
        response: { 200: ImagensListaSchema, ...problemResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { itens, total } = await repo.listImages(app.db, request.query);
      return { itens: itens.map(toImagem), total };
    },
  );

  app.get(
    '/admin/imagens/:id',
    {
      preValidation,
      schema: {
        tags: ['Admin'],
        summary: 'One image of the library',
        params: IdParamsSchema,
        response: { 200: ImagemSchema, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const row = await repo.findImage(app.db, request.params.id);
      if (!row) throw new HttpProblem(404, t('errors:notFound'));
      return toImagem(row);
    },
  );
};

export default adminImagensRoutes;
