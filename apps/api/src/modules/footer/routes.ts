import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pickText } from '@stockcar/shared/i18n';
import { IdParamsSchema, IdiomaQuerySchema } from '@stockcar/shared/schemas/common';
import { FooterResponseSchema } from '@stockcar/shared/schemas/footer';
import { assertCategoryExists } from '../../db/lookups.ts';
import { problemResponses } from '../../plugins/openapi.ts';
import { findFooterItems, findPartnerLogos } from './repository.ts';

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/Footer/categoria/:id',
    {
      schema: {
        tags: ['Footer'],
        summary: 'Footer content items and the four partner logo groups of a category',
        params: IdParamsSchema,
        querystring: IdiomaQuerySchema,
        response: { 200: FooterResponseSchema, ...problemResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { idioma } = request.query;
      await assertCategoryExists(app.db, id);
      const [items, logos] = await Promise.all([
        findFooterItems(app.db, id),
        findPartnerLogos(app.db, id),
      ]);
      const group = (g: (typeof logos)[number]['grupo']) => logos.filter((l) => l.grupo === g);
      return {
        itemsRodape: items.map((i) => ({
          pagina: i.pagina,
          titulo: pickText(i.titulo, idioma),
          texto: pickText(i.texto, idioma),
          backgroudImagem: i.backgroundImagem,
        })),
        montadoras: group('montadora').map((l) => ({ nome: l.nome, imagem: l.imagem })),
        patrocinadores: group('patrocinador').map((l) => ({ nome: l.nome, imagem: l.imagem })),
        fornecedores: group('fornecedor').map((l) => ({ nome: l.nome, imagem: l.imagem })),
        mediaPartners: group('media_partner').map((l) => ({
          nome: l.nome,
          imagemPartner: l.imagem,
        })),
      };
    },
  );
};

export default routes;
