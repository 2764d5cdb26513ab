import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { siteDateParts } from '@stockcar/shared/dates';
import { pickText } from '@stockcar/shared/i18n';
import { IdParamsSchema, IdSchema, IdiomaQuerySchema } from '@stockcar/shared/schemas/common';
import { CircuitoDetalheSchema, CircuitosResponseSchema } from '@stockcar/shared/schemas/racing';
import { assertCategoryExists } from '../../db/lookups.ts';
import { HttpProblem } from '../../plugins/problem.ts';
import { problemResponses } from '../../plugins/openapi.ts';
import * as repo from './repository.ts';
import { t } from '../../i18n.ts';

type CircuitRow = NonNullable<Awaited<ReturnType<typeof repo.findCircuit>>>;

const card = (c: CircuitRow) => ({
  idCircuito: c.id,
  circuito: c.nome,
  cidade: c.cidade,
  circuitoImagem: c.imagem,
  circuitoCard: c.imagemCard,
  backgroundGif: c.backgroundGif,
  backgroundImagem: c.backgroundImagem,
});

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/Circuito/categoria/:id',
    {
      schema: {
        tags: ['Circuito'],
        summary: 'Circuits of a category',
        params: IdParamsSchema,
        querystring: IdiomaQuerySchema,
        response: { 200: CircuitosResponseSchema, ...problemResponses(400, 401, 404) },
      },
    },
    async (request) => {
      await assertCategoryExists(app.db, request.params.id);
      const rows = await repo.findCategoryCircuits(app.db, request.params.id);
      return rows.map((r) => card(r.circuito));
    },
  );

  app.get(
    '/Circuito/:id/categoria/:categoriaId',
    {
      schema: {
        tags: ['Circuito'],
        summary: 'A circuit in a category: stats, next stage, schedule and where to watch',
        params: z.object({ id: IdSchema, categoriaId: IdSchema }),
        querystring: IdiomaQuerySchema,
        response: { 200: CircuitoDetalheSchema, ...problemResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const { id, categoriaId } = request.params;
      const { idioma } = request.query;
      await assertCategoryExists(app.db, categoriaId);
      const circuit = await repo.findCircuit(app.db, id);
      if (!circuit) throw new HttpProblem(404, t('errors:circuitNotFound'));
      const [races, king, next, channels] = await Promise.all([
        repo.countRaces(app.db, id, categoriaId),
        repo.findTrackKing(app.db, id, categoriaId),
        repo.findNextStageAt(app.db, id, categoriaId),
        repo.findBroadcasters(app.db, categoriaId),
      ]);
      const schedule = next ? await repo.findSchedule(app.db, next.id) : [];
      const parts = next ? siteDateParts(next.data, idioma) : undefined;
      return {
        ...card(circuit),
        proximaEtapa:
          next && parts
            ? {
                idEtapa: next.id,
                etapa: next.titulo,
                cidade: circuit.cidade,
                dataDia: parts.dia,
                dataMes: parts.mes,
                dataEtapa: next.data.toISOString(),
                horaClassificacao: next.horaClassificacao,
                urlTickets: next.urlTickets,
              }
            : null,
        ondeAssistir: channels.map((c) => ({
          nomeCanal: c.nomeCanal,
          imgCanal: c.imgCanal,
          tag: c.tag,
        })),
        sobre: pickText(circuit.sobre, idioma),
        urlVideo: circuit.urlVideo,
        thumbVideo: circuit.thumbVideo,
        statsImagem: circuit.statsImagem,
        numeroDeCorridas: races,
        extensao: circuit.extensao,
        curvas: circuit.curvas,
        voltaMaisRapida: circuit.voltaMaisRapida,
        reiDaPista: king ? `${king.nome} ${king.sobrenome} (${king.vitorias})` : '',
        sentido: circuit.sentido,
        primeiroAnoStock: circuit.primeiroAno,
        programacoes: schedule.map((s) => ({
          idProgramacao: s.id,
          diaProgramacao: s.dia,
          dataProgramacao: s.data,
          htmlProgramacao: s.html,
        })),
      };
    },
  );
};

export default routes;
