import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import actionRoutes from './action-routes.ts';
import configRoutes from './config-routes.ts';
import exportRoute from './export-route.ts';
import windowRoutes from './window-routes.ts';

/** Race control's Fan Push (issue 11, area `fanpush`, `/api/v1/admin/fanpush`). */
const routes: FastifyPluginAsyncZod = async (app) => {
  await app.register(configRoutes);
  await app.register(windowRoutes);
  await app.register(actionRoutes);
  await app.register(exportRoute);
};

export default routes;
