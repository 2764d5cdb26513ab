import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdiomaQuerySchema } from '@stockcar/shared/schemas/common';
import {
  PerfilComFotoSchema,
  PerfilMensagemResponseSchema,
  PerfilResponseSchema,
  PerfilSalvoResponseSchema,
  PerfilUpdateSchema,
  type PerfilComFoto,
} from '@stockcar/shared/schemas/clube-perfil';
import { updateMember } from '../repository/usuarios.ts';
import { memberOf } from '../../../plugins/auth/index.ts';
import { problemResponses } from '../../../plugins/openapi.ts';
import { recordConsents } from '../repository/consentimentos.ts';
import { REFRESH_COOKIE, refreshCookieOptions } from '../../../plugins/auth/sessions.ts';
import { toPerfil } from './mapper.ts';
import { saveProfile } from './save-profile.ts';
import telefoneRoutes from './telefone-routes.ts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { t } from '../../../i18n.ts';

/** A base64 photo of 5 MB is about 6.7 MB of JSON. */
const PHOTO_BODY_LIMIT = 8 * 1024 * 1024;

const routes: FastifyPluginAsyncZod = async (app) => {
  // Before validation: a call without a session is a 401 whatever its body.
  app.addHook('preValidation', app.authenticateMember);
  await app.register(telefoneRoutes);

  const security = [{ apiKey: [], bearer: [] }];

  app.get(
    '/Perfil',
    {
      schema: {
        tags: ['Perfil'],
        summary: "The logged-in member's profile",
        security,
        querystring: IdiomaQuerySchema,
        response: { 200: PerfilResponseSchema, ...problemResponses(400, 401) },
      },
    },
    async (request) => ({ perfil: await toPerfil(app.db, memberOf(request)) }),
  );

  async function save(request: FastifyRequest, reply: FastifyReply, body: PerfilComFoto) {
    const { saved, emailChanged } = await saveProfile(app, request, memberOf(request), body);
    if (emailChanged) reply.clearCookie(REFRESH_COOKIE, refreshCookieOptions(app.config.publicUrl));
    return {
      perfil: await toPerfil(app.db, saved),
      mensagem: t('clube:atualizacaoSucesso'),
      pendenteAtivacao: emailChanged,
    };
  }

  const saveSchema = {
    tags: ['Perfil'],
    security,
    response: { 200: PerfilSalvoResponseSchema, ...problemResponses(400, 401, 409, 413, 429) },
  };
  const config = { rateLimit: { max: 30, timeWindow: '1 minute' } };

  app.put(
    '/Perfil',
    {
      config,
      schema: {
        ...saveSchema,
        summary: 'Completes the profile (the home modal): sets cadastroCompleto',
        body: PerfilUpdateSchema,
      },
    },
    (request, reply) => save(request, reply, request.body),
  );

  app.post(
    '/Perfil',
    {
      config,
      bodyLimit: PHOTO_BODY_LIMIT,
      schema: {
        ...saveSchema,
        summary: 'Saves the profile and its photo (base64 JPEG, PNG or WebP up to 5 MB)',
        body: PerfilComFotoSchema,
      },
    },
    (request, reply) => save(request, reply, request.body),
  );

  app.post(
    '/Perfil/aceite-fluxo',
    {
      config,
      schema: {
        tags: ['Perfil'],
        summary: "Accepts the fan-push flow (the pre-vote's condition)",
        security,
        response: { 200: PerfilMensagemResponseSchema, ...problemResponses(401, 429) },
      },
    },
    async (request) => {
      const member = memberOf(request);
      let u = member;
      if (!member.aceitaFluxoFanpush) {
        u = await updateMember(app.db, member.id, { aceitaFluxoFanpush: true });
        await recordConsents(
          app.db,
          member.id,
          { 'fluxo-fanpush': true },
          { origem: 'aceite-fluxo', ip: request.ip },
        );
      }
      return { perfil: await toPerfil(app.db, u), mensagem: t('clube:atualizacaoSucesso') };
    },
  );
};

export default routes;
