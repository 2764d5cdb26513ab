import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pickText } from '@stockcar/shared/i18n';
import { IdParamsSchema, IdSchema } from '@stockcar/shared/schemas/common';
import {
  PilotoDetalheSchema,
  PilotosQuerySchema,
  PilotosResponseSchema,
} from '@stockcar/shared/schemas/racing';
import { assertCategoryExists } from '../../db/lookups.ts';
import { resolveSeason } from '../../db/queries/seasons.ts';
import { driverStandings, toPilotoCard } from '../../db/queries/standings.ts';
import { HttpProblem } from '../../plugins/problem.ts';
import { problemResponses } from '../../plugins/openapi.ts';
import { careerOf, findDriver, findEntry, latestNews, pointsPerCircuit } from './repository.ts';
import bastidoresRoutes from './bastidores-routes.ts';
import { t } from '../../i18n.ts';

function ageOn(birth: string | null, today: Date): number | null {
  if (!birth) return null;
  const [y, m, d] = birth.split('-').map(Number);
  if (!y || !m || !d) return null;
  const before =
    today.getUTCMonth() + 1 < m || (today.getUTCMonth() + 1 === m && today.getUTCDate() < d);
  return today.getUTCFullYear() - y - (before ? 1 : 0);
}

const routes: FastifyPluginAsyncZod = async (app) => {
  // Members only, in its own plugin so its hook stays out of the public driver calls.
  await app.register(bastidoresRoutes);

  app.get(
    '/Piloto/categoria/:id',
    {
      schema: {
        tags: ['Piloto'],
        summary:
          "The category's drivers with their season points (e-stock: subCategoria PRO or Amador)",
        params: IdParamsSchema,
        querystring: PilotosQuerySchema,
        response: { 200: PilotosResponseSchema, ...problemResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const { id } = request.params;
      await assertCategoryExists(app.db, id);
      const temporada = await resolveSeason(app.db, id, request.query.ano);
      const rows = await driverStandings(app.db, {
        categoriaId: id,
        temporada,
        subcategoria: request.query.subCategoria,
      });
      return { pilotos: rows.map(toPilotoCard) };
    },
  );

  app.get(
    '/Piloto/:idPiloto/categoria/:id',
    {
      schema: {
        tags: ['Piloto'],
        summary: 'A driver in a category: card, career numbers and points per circuit',
        params: z.object({ idPiloto: IdSchema, id: IdSchema }),
        querystring: PilotosQuerySchema.pick({ idioma: true, ano: true }),
        response: { 200: PilotoDetalheSchema, ...problemResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const { idPiloto, id } = request.params;
      await assertCategoryExists(app.db, id);
      const [driver, entry] = await Promise.all([
        findDriver(app.db, idPiloto),
        findEntry(app.db, idPiloto, id, request.query.ano),
      ]);
      if (!driver || !entry) throw new HttpProblem(404, t('errors:driverNotFound'));
      const [standings, career, resultados, news] = await Promise.all([
        driverStandings(app.db, {
          categoriaId: id,
          temporada: entry.temporada,
          equipeId: entry.equipeId,
        }),
        careerOf(app.db, idPiloto, id),
        pointsPerCircuit(app.db, entry.id),
        latestNews(app.db, idPiloto),
      ]);
      const row = standings.find((r) => r.idPiloto === idPiloto);
      if (!row) throw new HttpProblem(404, t('errors:driverNotFound'));
      return {
        ...toPilotoCard(row),
        imagemCarro: driver.imagemCarro,
        imagemCapacete: driver.imagemCapacete,
        sobre: pickText(driver.sobre, request.query.idioma),
        idade: ageOn(driver.dataNascimento, new Date()),
        poles: career.poles,
        vitorias: career.vitorias,
        titulos: career.titulos,
        instagram: driver.instagram,
        exibeInstagram: driver.exibeInstagram,
        background: driver.background,
        noticias: news.map((n) => ({
          id: n.id,
          titulo: pickText(n.titulo, request.query.idioma),
          imagemNoticia: n.imagem,
          dataPublicacao: n.dataPublicacao.toISOString(),
        })),
        resultados: resultados.map((r) => ({ circuito: r.cidade, pontoPiloto: r.pontoPiloto })),
      };
    },
  );
};

export default routes;
