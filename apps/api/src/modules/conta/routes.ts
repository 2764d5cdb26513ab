import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import autenticacaoRoutes from './autenticacao/routes.ts';
import registroRoutes from './registro/routes.ts';
import perfilRoutes from './perfil/routes.ts';
import meusDadosRoutes from './meus-dados/routes.ts';

/**
 * Member accounts (the Stock Club's `conta`): one module whose HTTP sub-areas keep the spec's
 * paths, one folder each; the SQL of every sub-area in `repository/`, the rules several of them
 * share in `rules/`. Registered in this order so the OpenAPI document keeps its order.
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  await app.register(autenticacaoRoutes);
  await app.register(registroRoutes);
  await app.register(perfilRoutes);
  await app.register(meusDadosRoutes);
};

export default routes;
