import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';
import {
  BooleanFilterSchema,
  CLUBE_TEXTOS,
  IdFilterSchema,
  PesquisaInputSchema,
  PesquisaItemSchema,
  PesquisaPerguntaInputSchema,
  PesquisaPerguntaItemSchema,
} from '@stockcar/shared/schemas/admin/clube';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { pesquisa, pesquisaOpcao, pesquisaPergunta } from '../../db/schema/index.ts';
import { childCounts, childrenOf, requireParent } from '../../plugins/admin/children.ts';
import { adminCrud } from '../../plugins/admin/crud.ts';
import { fieldProblem } from '../../plugins/problem.ts';

type SurveyRow = typeof pesquisa.$inferSelect;
type QuestionRow = typeof pesquisaPergunta.$inferSelect;
type QuestionInput = z.infer<typeof PesquisaPerguntaInputSchema>;

/**
 * The options as sent: kept ones updated in place (members' choices point at their ids), new
 * ones added, the ones left out removed (with the choices made on them).
 */
async function writeOptions(db: Db, perguntaId: number, input: QuestionInput) {
  const kept = input.opcoes.flatMap((o) => (o.id === undefined ? [] : [o.id]));
  await db
    .delete(pesquisaOpcao)
    .where(
      and(
        eq(pesquisaOpcao.perguntaId, perguntaId),
        kept.length > 0 ? notInArray(pesquisaOpcao.id, kept) : undefined,
      ),
    );
  for (const [ordem, o] of input.opcoes.entries()) {
    if (o.id === undefined) {
      await db.insert(pesquisaOpcao).values({ perguntaId, descricao: o.descricao, ordem });
    } else {
      await db
        .update(pesquisaOpcao)
        .set({ descricao: o.descricao, ordem })
        .where(and(eq(pesquisaOpcao.id, o.id), eq(pesquisaOpcao.perguntaId, perguntaId)));
    }
  }
}

/** The rewards survey in the console (issue 10, role `club`): surveys and their lap questions. */
const routes: FastifyPluginAsyncZod = async (app) => {
  adminCrud(app, {
    area: 'pesquisa',
    recurso: 'pesquisa/perguntas',
    entidade: 'pesquisa-pergunta',
    table: pesquisaPergunta,
    input: PesquisaPerguntaInputSchema,
    item: PesquisaPerguntaItemSchema,
    toItems: async (db, rows) => {
      const options = await childrenOf(
        db,
        pesquisaOpcao,
        pesquisaOpcao.perguntaId,
        rows.map((r) => r.id as number),
        [asc(pesquisaOpcao.ordem), asc(pesquisaOpcao.id)],
        (r) => ({ id: r.id, descricao: r.descricao }),
      );
      return (rows as QuestionRow[]).map((r) => ({
        id: r.id,
        versao: r.versao,
        pesquisaId: r.pesquisaId,
        fase: r.fase,
        ordem: r.ordem,
        descricao: r.descricao,
        multiplaResposta: r.multiplaResposta,
        opcoes: options.get(r.id) ?? [],
      }));
    },
    toRow: ({ pesquisaId, fase, ordem, descricao, multiplaResposta }) => ({
      pesquisaId,
      fase,
      ordem,
      descricao,
      multiplaResposta,
    }),
    check: async (db, input, id) => {
      await requireParent(
        db,
        pesquisa.id,
        input.pesquisaId,
        'pesquisaId',
        CLUBE_TEXTOS.pesquisaInexistente,
      );
      const ids = input.opcoes.flatMap((o) => (o.id === undefined ? [] : [o.id]));
      if (ids.length === 0) return;
      const own =
        id === undefined
          ? []
          : await db
              .select({ id: pesquisaOpcao.id })
              .from(pesquisaOpcao)
              .where(and(eq(pesquisaOpcao.perguntaId, id), inArray(pesquisaOpcao.id, ids)));
      if (own.length !== new Set(ids).size) {
        throw fieldProblem('opcoes', CLUBE_TEXTOS.opcaoDeOutraPergunta);
      }
    },
    writeChildren: writeOptions,
    search: [pesquisaPergunta.descricao],
    filters: {
      pesquisaId: {
        schema: IdFilterSchema,
        where: (v) => eq(pesquisaPergunta.pesquisaId, v as number),
      },
      fase: {
        schema: z.coerce.number().int().min(1).max(4),
        where: (v) => eq(pesquisaPergunta.fase, v as number),
      },
    },
    sort: { fase: pesquisaPergunta.fase, ordem: pesquisaPergunta.ordem },
    defaultSort: pesquisaPergunta.fase,
  });

  adminCrud(app, {
    area: 'pesquisa',
    recurso: 'pesquisa',
    entidade: 'pesquisa',
    table: pesquisa,
    input: PesquisaInputSchema,
    item: PesquisaItemSchema,
    toItems: async (db, rows) => {
      const counts = await childCounts(
        db,
        pesquisaPergunta.pesquisaId,
        rows.map((r) => r.id as number),
      );
      return (rows as SurveyRow[]).map((r) => ({
        id: r.id,
        versao: r.versao,
        titulo: r.titulo,
        ativa: r.ativa,
        totalPerguntas: counts.get(r.id) ?? 0,
        criadoEm: r.criadoEm.toISOString(),
      }));
    },
    toRow: ({ titulo, ativa }) => ({ titulo, ativa }),
    search: [pesquisa.titulo],
    filters: {
      ativa: { schema: BooleanFilterSchema, where: (v) => eq(pesquisa.ativa, v as boolean) },
    },
    sort: { titulo: pesquisa.titulo, criadoEm: pesquisa.criadoEm },
    defaultSort: pesquisa.criadoEm,
    // Members' rewards hang on a survey: it is taken out of play (ativa false), never deleted.
    only: ['list', 'get', 'create', 'update'],
  });
};

export default routes;
