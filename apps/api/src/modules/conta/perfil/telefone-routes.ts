import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply } from 'fastify';
import { CodigoEnviadoResponseSchema } from '@stockcar/shared/schemas/clube/registro';
import { TOKEN_RESEND_SECONDS } from '@stockcar/shared/schemas/clube/comum';
import { IdiomaQuerySchema } from '@stockcar/shared/schemas/common';
import {
  PerfilMensagemResponseSchema,
  TokenTelefoneSchema,
  TrocaTelefoneSchema,
} from '@stockcar/shared/schemas/clube-perfil';
import { updateMember, type Usuario } from '../repository/usuarios.ts';
import { memberOf } from '../../../plugins/auth/index.ts';
import { fieldProblem } from '../../../plugins/problem.ts';
import { problemResponses } from '../../../plugins/openapi.ts';
import { checkCodeOrFail, sendCodeReply } from '../../../services/sms/code-replies.ts';
import { pendingPhone } from '../repository/enderecos.ts';
import { toPerfil } from './mapper.ts';
import { t } from '../../../i18n.ts';

/** Phone change with a 6-digit token (fan-club.md §4; 6 instead of 4, spec-deviations). */
const routes: FastifyPluginAsyncZod = async (app) => {
  const security = [{ apiKey: [], bearer: [] }];
  const sentSchema = { 200: CodigoEnviadoResponseSchema, ...problemResponses(400, 401, 429, 502) };
  const config = { rateLimit: { max: 10, timeWindow: '15 minutes' } };
  const send = (reply: FastifyReply, member: Usuario, telefone: string, minIntervalMs?: number) =>
    sendCodeReply(app, reply, {
      usuarioId: member.id,
      finalidade: 'telefone',
      telefone,
      resendSeconds: TOKEN_RESEND_SECONDS,
      minIntervalMs,
    });

  app.post(
    '/Perfil/telefone',
    {
      config,
      schema: {
        tags: ['Perfil'],
        summary: 'Starts a phone change: a 6-digit token by SMS to the new number',
        security,
        body: TrocaTelefoneSchema,
        response: sentSchema,
      },
    },
    async (request, reply) => {
      const member = memberOf(request);
      const { telefoneAntigo, telefoneNovo } = request.body;
      if (telefoneAntigo !== member.telefone) {
        throw fieldProblem('telefoneAntigo', t('clube:telefoneAntigoDiferente'));
      }
      return send(reply, member, telefoneNovo);
    },
  );

  app.get(
    '/Perfil/reenvio-token',
    {
      config,
      schema: {
        tags: ['Perfil'],
        summary: 'Sends the phone-change token again, 120 s after the last one',
        security,
        querystring: IdiomaQuerySchema,
        response: sentSchema,
      },
    },
    async (request, reply) => {
      const member = memberOf(request);
      const telefone = await pendingPhone(app.db, member.id);
      if (!telefone) throw fieldProblem('telefoneNovo', t('clube:semTrocaPendente'));
      return send(reply, member, telefone, TOKEN_RESEND_SECONDS * 1000);
    },
  );

  app.post(
    '/Perfil/token-telefone',
    {
      config: { rateLimit: { max: 20, timeWindow: '15 minutes' } },
      schema: {
        tags: ['Perfil'],
        summary: 'Confirms the new phone with its token',
        security,
        body: TokenTelefoneSchema,
        response: { 200: PerfilMensagemResponseSchema, ...problemResponses(400, 401, 429) },
      },
    },
    async (request) => {
      const member = memberOf(request);
      const result = await checkCodeOrFail(app, {
        usuarioId: member.id,
        finalidade: 'telefone',
        code: request.body.token,
        field: 'token',
      });
      const u = await updateMember(app.db, member.id, {
        telefone: result.telefone,
        celularAtivo: true,
        dataAlteracaoCelular: new Date(),
      });
      return { perfil: await toPerfil(app.db, u), mensagem: t('clube:telefoneValidado') };
    },
  );
};

export default routes;
