import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import {
  ALT_OBRIGATORIO,
  B2BProdutoInputSchema,
  B2BProdutoItemSchema,
  FIM_ANTES_DO_INICIO,
  NOME_STATUS,
  PropostaItemSchema,
  type B2BProdutoInput,
  type PropostaItem,
} from '@stockcar/shared/schemas/admin/comercial';
import { INTERESSES } from '@stockcar/shared/schemas/comercial';
import { MAX_ID } from '@stockcar/shared/schemas/common';
import type { Db } from '../../db/client.ts';
import { b2bProduto, b2bProposta } from '../../db/schema/index.ts';
import { adminCrud } from '../../plugins/admin/crud.ts';
import { adminDesk } from '../../plugins/admin/desk.ts';
import { fieldProblem } from '../../plugins/problem.ts';

type PropostaRow = typeof b2bProposta.$inferSelect;
type ProdutoRow = typeof b2bProduto.$inferSelect;

async function toPropostas(db: Db, rows: PropostaRow[]) {
  const ids = [...new Set(rows.map((r) => r.produtoId))];
  const produtos = ids.length
    ? await db
        .select({ id: b2bProduto.id, nome: b2bProduto.nome })
        .from(b2bProduto)
        .where(inArray(b2bProduto.id, ids))
    : [];
  const nomes = new Map(produtos.map((p) => [p.id, p.nome]));
  return rows.map((r) => ({
    id: r.id,
    criadoEm: r.criadoEm.toISOString(),
    status: r.status as PropostaItem['status'],
    versao: r.versao,
    produtoId: r.produtoId,
    produtoNome: nomes.get(r.produtoId) ?? '',
    nomeEmpresa: r.nomeEmpresa,
    nomeResponsavel: r.nomeResponsavel,
    cargo: r.cargo,
    email: r.email,
    celular: r.celular,
    interesse: r.interesse as PropostaItem['interesse'],
    objetivos: r.objetivos,
    objetivoOutrosDescricao: r.objetivoOutrosDescricao,
  }));
}

const toProduto = (r: ProdutoRow) => ({
  id: r.id,
  nome: r.nome,
  imagem: r.imagem,
  imagemAlt: r.imagemAlt,
  descricao: r.descricao,
  conteudo: r.conteudo,
  dataInicio: r.dataInicio,
  dataFim: r.dataFim,
  local: r.local,
  cidade: r.cidade,
  uf: r.uf,
  ativo: r.ativo,
  ordem: r.ordem,
  versao: r.versao,
});

/** Checks across fields of a product, with the shared contract's messages. */
function checkProduto(input: B2BProdutoInput) {
  if (input.imagem && !input.imagemAlt) throw fieldProblem('imagemAlt', ALT_OBRIGATORIO);
  if (input.dataInicio && input.dataFim && input.dataFim < input.dataInicio) {
    throw fieldProblem('dataFim', FIM_ANTES_DO_INICIO);
  }
}

/** The commercial desk's B2B side (issue 10): proposals from the public form, and products. */
const routes: FastifyPluginAsyncZod = async (app) => {
  adminDesk(app, {
    area: 'propostas',
    entidade: 'b2b-proposta',
    table: b2bProposta,
    item: PropostaItemSchema,
    toItems: (db, rows) => toPropostas(db, rows as PropostaRow[]),
    search: [b2bProposta.nomeEmpresa, b2bProposta.nomeResponsavel, b2bProposta.email],
    filters: {
      produtoId: {
        schema: z.coerce.number().int().positive().max(MAX_ID),
        where: (v) => eq(b2bProposta.produtoId, v as number),
      },
      interesse: {
        schema: z.enum(INTERESSES),
        where: (v) => eq(b2bProposta.interesse, v as string),
      },
    },
    sort: { nomeEmpresa: b2bProposta.nomeEmpresa, interesse: b2bProposta.interesse },
    csv: [
      { cabecalho: 'ID', valor: (p) => p.id },
      { cabecalho: 'Recebida em', valor: (p) => p.criadoEm },
      { cabecalho: 'Status', valor: (p) => NOME_STATUS[p.status] },
      { cabecalho: 'Produto', valor: (p) => p.produtoNome },
      { cabecalho: 'Empresa', valor: (p) => p.nomeEmpresa },
      { cabecalho: 'Responsável', valor: (p) => p.nomeResponsavel },
      { cabecalho: 'Cargo', valor: (p) => p.cargo },
      { cabecalho: 'E-mail', valor: (p) => p.email },
      { cabecalho: 'Celular', valor: (p) => p.celular },
      { cabecalho: 'Interesse', valor: (p) => p.interesse },
      { cabecalho: 'Objetivos', valor: (p) => p.objetivos.join(', ') },
      { cabecalho: 'Outros objetivos', valor: (p) => p.objetivoOutrosDescricao },
      { cabecalho: 'Notas', valor: (p) => p.notas },
    ],
  });

  adminCrud(app, {
    area: 'b2b',
    recurso: 'b2b',
    entidade: 'b2b-produto',
    table: b2bProduto,
    input: B2BProdutoInputSchema,
    item: B2BProdutoItemSchema,
    toItems: async (_db, rows) => rows.map((r) => toProduto(r as ProdutoRow)),
    toRow: (input) => input,
    check: async (_db, input) => checkProduto(input),
    search: [b2bProduto.nome, b2bProduto.cidade, b2bProduto.local],
    filters: {
      ativo: {
        schema: z.enum(['true', 'false']).transform((v) => v === 'true'),
        where: (v) => eq(b2bProduto.ativo, v as boolean),
      },
    },
    sort: {
      nome: b2bProduto.nome,
      ordem: b2bProduto.ordem,
      dataInicio: b2bProduto.dataInicio,
      id: b2bProduto.id,
    },
    defaultSort: b2bProduto.ordem,
    // Proposals point at their product: a product leaves the public site by `ativo: false`.
    only: ['list', 'get', 'create', 'update'],
  });
};

export default routes;
