import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdiomaQuerySchema } from '@stockcar/shared/schemas/common';
import {
  RegistroPerguntasResponseSchema,
  RegistroResponseSchema,
  RegistroSchema,
  UsuarioExisteResponseSchema,
  UsuarioExisteSchema,
} from '@stockcar/shared/schemas/clube/registro';
import { normalizeEmail } from '@stockcar/shared/validators/member-email';
import { problemResponses } from '../../../plugins/openapi.ts';
import { emailOrCpfTaken } from '../repository/usuarios.ts';
import { PERGUNTAS } from './perguntas.ts';
import { cpfOf, signUp } from './sign-up.ts';
import codigoRoutes from './codigo-routes.ts';
import ativacaoRoutes from './ativacao-routes.ts';
import senhaRoutes from './senha-routes.ts';

const routes: FastifyPluginAsyncZod = async (app) => {
  await app.register(codigoRoutes);
  await app.register(ativacaoRoutes);
  await app.register(senhaRoutes);

  app.get(
    '/Registro',
    {
      schema: {
        tags: ['Registro'],
        summary: "The sign-up's profile questions (the favourite driver's among them)",
        querystring: IdiomaQuerySchema,
        response: { 200: RegistroPerguntasResponseSchema, ...problemResponses(400, 401) },
      },
    },
    async () => ({ perguntas: PERGUNTAS }),
  );

  app.post(
    '/Registro/usuario-existe',
    {
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags: ['Registro'],
        summary: 'Pre-check before step 1: does the e-mail or the CPF already have an account?',
        body: UsuarioExisteSchema,
        response: { 200: UsuarioExisteResponseSchema, ...problemResponses(400, 401, 429) },
      },
    },
    async (request) => {
      const { email, cpf } = request.body;
      const existe = await emailOrCpfTaken(app.db, {
        email: normalizeEmail(email),
        cpf: cpfOf(cpf),
      });
      return { existe };
    },
  );

  app.post(
    '/Registro',
    {
      config: { rateLimit: { max: 10, timeWindow: '1 hour' } },
      schema: {
        tags: ['Registro'],
        summary: 'Signs a member up (activation by e-mail; guardian for 14-17; SMS code abroad)',
        body: RegistroSchema,
        response: { 201: RegistroResponseSchema, ...problemResponses(400, 401, 409, 429) },
      },
    },
    async (request, reply) => {
      const u = await signUp(app, request.body, request.ip);
      return reply.status(201).send({
        idUsuario: u.id,
        email: u.email,
        aguardandoCodigoSms: u.codigoSmsPendente,
        aguardandoResponsavel: u.exigeResponsavel,
      });
    },
  );
};

export default routes;
