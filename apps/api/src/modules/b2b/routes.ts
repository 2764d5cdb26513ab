import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdiomaQuerySchema } from '@stockcar/shared/schemas/common';
import {
  B2BProdutosSchema,
  B2BPropostaSchema,
  EnvioResponseSchema,
} from '@stockcar/shared/schemas/comercial';
import { commercialPtBr } from '@stockcar/shared/locales/commercial/pt-br';
import { HttpProblem } from '../../plugins/problem.ts';
import { problemResponses } from '../../plugins/openapi.ts';
import { submitOnce } from '../../db/idempotency.ts';
import { findActiveProduct, findActiveProducts, insertProposal } from './repository.ts';
import { t } from '../../i18n.ts';

type Objetivo = keyof typeof commercialPtBr.proposal.objective;
/**
 * The proposal's objective flags: the keys of their labels, in the order the staff e-mail and
 * the stored row list them.
 */
const OBJETIVOS = Object.keys(commercialPtBr.proposal.objective) as Objetivo[];

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/B2B/Produto',
    {
      schema: {
        tags: ['B2B'],
        summary: 'Corporate hospitality products on offer',
        querystring: IdiomaQuerySchema,
        response: { 200: B2BProdutosSchema, ...problemResponses(400, 401) },
      },
    },
    async () => {
      const rows = await findActiveProducts(app.db);
      return rows.map((p) => ({
        idProduto: p.id,
        nome: p.nome,
        imagem: p.imagem,
        conteudo: p.conteudo,
        descricao: p.descricao,
        dataInicio: p.dataInicio,
        dataFim: p.dataFim,
        local: p.local,
        cidade: p.cidade,
        uf: p.uf,
      }));
    },
  );

  app.post(
    '/B2B/Proposta',
    {
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags: ['B2B'],
        summary: 'A company asks for a hospitality product; staff are e-mailed',
        body: B2BPropostaSchema,
        response: {
          201: EnvioResponseSchema,
          200: EnvioResponseSchema,
          ...problemResponses(400, 401, 404, 429),
        },
      },
    },
    async (request, reply) => {
      const p = request.body;
      const produto = await findActiveProduct(app.db, p.idProduto);
      if (!produto) throw new HttpProblem(404, t('commercial:proposal.notFound'));
      const objetivos = OBJETIVOS.filter((field) => p[field]).map((field) =>
        t(`commercial:proposal.objective.${field}`),
      );
      const result = await submitOnce(app, request, {
        rota: 'b2b-proposta',
        body: p,
        create: (tx) => insertProposal(tx, { ...p, produtoId: produto.id, objetivos }),
        notice: {
          subject: t('emails:notices.b2bSubject', { produto: produto.nome }),
          fields: {
            [t('emails:notices.fields.empresa')]: p.nomeEmpresa,
            [t('emails:notices.fields.responsavel')]: p.nomeResponsavel,
            [t('emails:notices.fields.cargo')]: p.cargo,
            [t('emails:notices.fields.email')]: p.email,
            [t('emails:notices.fields.celular')]: p.celular,
            [t('emails:notices.fields.interesse')]: p.interesse,
            [t('emails:notices.fields.objetivos')]: objetivos.join(', ') || '-',
            [t('emails:notices.fields.outrosObjetivos')]: p.objetivoOutrosDescricao || '-',
          },
        },
      });
      return reply.status(result.created ? 201 : 200).send({ id: result.id });
    },
  );
};

export default routes;
