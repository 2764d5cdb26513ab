import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import importRoutes from './import-routes.ts';
import publishRoutes from './publish-routes.ts';
import readRoutes from './read-routes.ts';
import saveRoutes from './save-routes.ts';

/**
 * Race results in the console (issue 11, area `corridas`: race control and admin): the races,
 * a race's classification entered by hand or imported from the timing CSV, provisional and
 * official. docs/race-control-results.md has the file format and the publishing rules.
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  await app.register(readRoutes);
  await app.register(saveRoutes);
  await app.register(importRoutes);
  await app.register(publishRoutes);
};

export default routes;
