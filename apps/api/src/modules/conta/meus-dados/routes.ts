import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import consentimentoRoutes from './consentimento-routes.ts';
import exclusaoRoutes from './exclusao-routes.ts';
import exportarRoutes from './exportar-routes.ts';
import revogacaoRoutes from './revogacao-routes.ts';
import sessaoRoutes from './sessao-routes.ts';

/**
 * Meus dados (issue 12), the member's LGPD rights: export, consents, sessions, deletion, all
 * behind a live session; and the guardian's revocation, which only its e-mailed link opens.
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  await app.register(revogacaoRoutes);
  await app.register(async (member) => {
    // Before validation: a call without a session is a 401 whatever its body.
    member.addHook('preValidation', app.authenticateMember);
    await member.register(exportarRoutes);
    await member.register(consentimentoRoutes);
    await member.register(sessaoRoutes);
    await member.register(exclusaoRoutes);
  });
};

export default routes;
