import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import type { BRINDE_TIPOS } from '@stockcar/shared/schemas/admin/clube';
import {
  BRINDE_ARQUIVO_MAX_BYTES,
  BooleanFilterSchema,
  BrindeArquivoSchema,
  BrindeInputSchema,
  BrindeItemSchema,
  CLUBE_TEXTOS,
} from '@stockcar/shared/schemas/admin/clube';
import { beneficio } from '../../db/schema/index.ts';
import { recordAudit } from '../../plugins/admin/audit.ts';
import { adminCrud } from '../../plugins/admin/crud.ts';
import { consoleUpload, readUpload } from '../../plugins/admin/upload.ts';
import { problemResponses } from '../../plugins/openapi.ts';
import { HttpProblem, fieldProblem } from '../../plugins/problem.ts';
import { checkGiftFile, giftFileName } from './gift-file.ts';

type GiftRow = typeof beneficio.$inferSelect;

/**
 * Gifts in the console (issue 10, area `brindes`): image, alt text and the private file members
 * download. The file is named by its private-storage key; a key with no file is refused.
 * `POST /admin/brindes/arquivo` uploads that file and answers its key, name and type.
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  const uploadRoute = await consoleUpload(app, 'brindes', {
    fileSize: BRINDE_ARQUIVO_MAX_BYTES,
    fields: 1,
    perMinute: 30,
    summary:
      "Uploads a gift's file into private storage (multipart: file): PNG, SVG or PDF up to 20 MB; answers the key, name and type the gift form stores",
  });
  app.post(
    '/admin/brindes/arquivo',
    {
      ...uploadRoute,
      schema: {
        ...uploadRoute.schema,
        response: { 201: BrindeArquivoSchema, ...problemResponses(400, 401, 403, 413, 415, 429) },
      },
    },
    async (request, reply) => {
      const { file } = await readUpload(request, {
        tooLarge: CLUBE_TEXTOS.arquivoGrande,
        incomplete: CLUBE_TEXTOS.arquivoIncompleto,
      });
      if (!file || file.data.length === 0) {
        throw fieldProblem('file', CLUBE_TEXTOS.arquivoObrigatorio);
      }
      const check = checkGiftFile(file.data);
      if (!check.ok) throw new HttpProblem(415, check.detail);
      const uploaded = {
        arquivo: `brindes/${randomUUID()}${check.extension}`,
        nomeArquivo: giftFileName(file.name, check.extension),
        tipoConteudo: check.tipo,
      };
      await app.storage.putPrivate(uploaded.arquivo, file.data);
      try {
        await recordAudit(app.db, request, {
          entidade: 'brinde-arquivo',
          entidadeId: uploaded.arquivo,
          acao: 'enviar',
          depois: { ...uploaded, bytes: file.data.length },
        });
      } catch (err) {
        // Not audited, not kept.
        await app.storage.deletePrivate(uploaded.arquivo);
        throw err;
      }
      return reply.status(201).send(uploaded);
    },
  );

  adminCrud(app, {
    area: 'brindes',
    recurso: 'brindes',
    entidade: 'brinde',
    table: beneficio,
    input: BrindeInputSchema,
    item: BrindeItemSchema,
    toItems: async (_db, rows) =>
      (rows as GiftRow[]).map((r) => ({
        id: r.id,
        versao: r.versao,
        nome: r.nome,
        urlImagem: r.urlImagem,
        textoAlternativo: r.textoAlternativo,
        arquivo: r.arquivo,
        nomeArquivo: r.nomeArquivo,
        tipoConteudo: r.tipoConteudo as (typeof BRINDE_TIPOS)[number],
        ativo: r.ativo,
        ordem: r.ordem,
        urlDownload: `/api/v1/Beneficio/${r.id}/Download`,
      })),
    toRow: (input) => ({ ...input }),
    check: async (_db, input) => {
      if (!(await app.storage.getPrivate(input.arquivo))) {
        throw fieldProblem('arquivo', CLUBE_TEXTOS.arquivoAusente);
      }
    },
    search: [beneficio.nome, beneficio.nomeArquivo],
    filters: {
      ativo: { schema: BooleanFilterSchema, where: (v) => eq(beneficio.ativo, v as boolean) },
    },
    sort: { ordem: beneficio.ordem, nome: beneficio.nome },
    defaultSort: beneficio.ordem,
  });
};

export default routes;
