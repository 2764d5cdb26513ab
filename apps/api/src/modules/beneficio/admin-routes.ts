import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import type { BRINDE_TIPOS } from '@stockcar/shared/schemas/admin/clube';
import {
  BooleanFilterSchema,
  BrindeInputSchema,
  BrindeItemSchema,
  CLUBE_TEXTOS,
} from '@stockcar/shared/schemas/admin/clube';
import { beneficio } from '../../db/schema/index.ts';
import { adminCrud } from '../../plugins/admin/crud.ts';
import { fieldProblem } from '../../plugins/problem.ts';

type GiftRow = typeof beneficio.$inferSelect;

/**
 * Gifts in the console (issue 10, area `brindes`): image, alt text and the private file members
 * download. The file is named by its private-storage key; a key with no file is refused.
 */
const routes: FastifyPluginAsyncZod = async (app) => {
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
