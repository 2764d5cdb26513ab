import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CodigoEnviadoResponseSchema,
  EnviarCodigoQuerySchema,
  ValidarCodigoSchema,
} from '@stockcar/shared/schemas/clube/registro';
import {
  MensagemResponseSchema,
  SIGNUP_CODE_RESEND_SECONDS,
} from '@stockcar/shared/schemas/clube/comum';
import { pendingSignUpByPhone, updateMember } from '../repository/usuarios.ts';
import { fieldProblem } from '../../../plugins/problem.ts';
import { problemResponses } from '../../../plugins/openapi.ts';
import { sendActivation, sendGuardianRequest } from '../rules/activation.ts';
import { checkCodeOrFail, sendCodeReply } from '../../../services/sms/code-replies.ts';
import { t } from '../../../i18n.ts';

/** The foreign sign-up's SMS code (fan-club.md §4 and §7): 6 digits, then the activation. */
const routes: FastifyPluginAsyncZod = async (app) => {
  async function pendingMember(celular: string) {
    const member = await pendingSignUpByPhone(app.db, celular);
    if (!member) throw fieldProblem('celular', t('clube:nenhumCadastroPendente'));
    return member;
  }

  app.get(
    '/registro/enviar-codigo',
    {
      config: { rateLimit: { max: 10, timeWindow: '15 minutes' } },
      schema: {
        tags: ['Registro'],
        summary: "Sends the foreign sign-up's 6-digit code to its phone (1 per 60 s, 5 per hour)",
        querystring: EnviarCodigoQuerySchema,
        response: { 200: CodigoEnviadoResponseSchema, ...problemResponses(400, 401, 429, 502) },
      },
    },
    async (request, reply) => {
      const { celular } = request.query;
      const member = await pendingMember(celular);
      return sendCodeReply(app, reply, {
        usuarioId: member.id,
        finalidade: 'registro',
        telefone: celular,
        resendSeconds: SIGNUP_CODE_RESEND_SECONDS,
      });
    },
  );

  app.post(
    '/registro/validar-codigo',
    {
      config: { rateLimit: { max: 20, timeWindow: '15 minutes' } },
      schema: {
        tags: ['Registro'],
        summary: "Checks the foreign sign-up's code; the activation e-mail follows",
        body: ValidarCodigoSchema,
        response: { 200: MensagemResponseSchema, ...problemResponses(400, 401, 429) },
      },
    },
    async (request) => {
      const { code, celular } = request.body;
      const member = await pendingMember(celular);
      await checkCodeOrFail(app, {
        usuarioId: member.id,
        finalidade: 'registro',
        code,
        field: 'code',
      });
      const u = await updateMember(app.db, member.id, {
        codigoSmsPendente: false,
        celularAtivo: true,
        dataAlteracaoCelular: new Date(),
      });
      await sendActivation(app, u);
      if (u.exigeResponsavel) await sendGuardianRequest(app, u);
      return {
        mensagem: 'Celular confirmado. Enviamos o link de ativação para o seu e-mail.',
      };
    },
  );
};

export default routes;
