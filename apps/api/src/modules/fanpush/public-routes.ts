import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdiomaQuerySchema } from '@stockcar/shared/schemas/common';
import {
  EtapaFanpushParamsSchema,
  FANPUSH_TOP,
  FanpushPreviewResponseSchema,
  UltimosVencedoresResponseSchema,
  VotacaoResponseSchema,
  VotacaoQuerySchema,
} from '@stockcar/shared/schemas/fanpush';
import { problemResponses } from '../../plugins/openapi.ts';
import { CONTENT_CACHE, LIVE_CACHE } from '../../plugins/content-cache.ts';
import { etapaOf, leaderboard, votacaoOf } from './mapper.ts';
import { driversOf, isOpen, lastClosedVote } from './repository.ts';
import { voteOrFail } from './rules.ts';

/** The Fan Push calls anyone may make: the live leaderboard, last winners, the preview. */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/fanpush/votacao',
    {
      schema: {
        tags: ['Fanpush'],
        summary: 'Live vote data: at most 24 drivers by share of votes, the top 6 flagged',
        querystring: VotacaoQuerySchema,
        response: { 200: VotacaoResponseSchema, ...problemResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const { votacao } = await votacaoOf(app.db, request.query.idEtapaFanpush);
      // Refreshed every 20 s by every viewer without the stream: a shared cache absorbs the
      // crowd for the 2 seconds the publishing rule allows (a vote's window and video are edited).
      reply.header('cache-control', LIVE_CACHE);
      return votacao;
    },
  );

  app.get(
    '/Fanpush/ultimos-vencedores',
    {
      schema: {
        tags: ['Fanpush'],
        summary: 'The top 6 of the last closed vote (the home block)',
        querystring: IdiomaQuerySchema,
        response: { 200: UltimosVencedoresResponseSchema, ...problemResponses(400) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', CONTENT_CACHE);
      const vote = await lastClosedVote(app.db);
      if (!vote) return { ultimosVencedores: [] };
      const top = await leaderboard(app.db, vote, FANPUSH_TOP);
      return {
        ultimosVencedores: top.map((p) => ({
          posicao: p.posicao,
          idPiloto: p.id,
          nome: p.nome,
          imagemB: p.imagemB,
          votos: p.votos,
          idEtapaFanpush: vote.etapaId,
          etapa: vote.titulo,
          circuito: vote.circuito,
          dataEtapa: vote.data.toISOString(),
        })),
      };
    },
  );

  app.get(
    '/Fanpush/preview/:id_etapa',
    {
      schema: {
        tags: ['Fanpush'],
        summary: 'The vote cards of a stage, without login (the preview page)',
        params: EtapaFanpushParamsSchema,
        querystring: IdiomaQuerySchema,
        response: { 200: FanpushPreviewResponseSchema, ...problemResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const vote = await voteOrFail(app.db, request.params.id_etapa);
      reply.header('cache-control', CONTENT_CACHE);
      return {
        idEtapaFanpush: vote.etapaId,
        fanpushAberto: isOpen(vote),
        dataInicioVotacao: vote.dataInicioVotacao.toISOString(),
        dataFimVotacao: vote.dataFimVotacao.toISOString(),
        etapa: etapaOf(vote),
        listaPilotos: await driversOf(app.db, vote),
      };
    },
  );
};

export default routes;
