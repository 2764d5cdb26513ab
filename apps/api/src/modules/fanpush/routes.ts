import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import calendarSync from './calendar-sync.ts';
import memberRoutes from './member-routes.ts';
import publicRoutes from './public-routes.ts';
import streamRoutes from './stream-routes.ts';

/**
 * Fan Push (issue 6): public leaderboard and preview; the member's vote in its own scope;
 * windows that follow calendar changes at once (issue 11); the leaderboard pushed live (issue 13).
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  await app.register(calendarSync);
  await app.register(publicRoutes);
  await app.register(streamRoutes);
  await app.register(memberRoutes);
};

export default routes;
