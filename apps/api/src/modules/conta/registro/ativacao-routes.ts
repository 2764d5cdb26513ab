import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ContaAtivacaoResponseSchema, HashSchema } from '@stockcar/shared/schemas/clube/registro';
import type { Usuario } from '../repository/usuarios.ts';
import { findMember, updateMember } from '../repository/usuarios.ts';
import { fieldProblem } from '../../../plugins/problem.ts';
import { problemResponses } from '../../../plugins/openapi.ts';
import { recordConsents } from '../repository/consentimentos.ts';
import { accountState } from '../rules/activation.ts';
import { consumeLink, type LinkKind } from '../repository/links.ts';
import { t } from '../../../i18n.ts';

function userOf(u: Usuario) {
  const state = accountState(u);
  return {
    user: {
      idUsuario: u.id,
      name: u.nome,
      email: u.email,
      ativo: state.ativo,
      emailConfirmado: state.emailConfirmado,
      aguardandoResponsavel: state.aguardandoResponsavel,
    },
  };
}

/** Activation (`hash`) and guardian authorisation (`resp`) links of fan-club.md §2 and §4. */
const routes: FastifyPluginAsyncZod = async (app) => {
  const schema = (summary: string) => ({
    tags: ['Registro'],
    summary,
    body: HashSchema,
    response: { 200: ContaAtivacaoResponseSchema, ...problemResponses(400, 401, 429) },
  });
  const config = { rateLimit: { max: 20, timeWindow: '15 minutes' } };

  /** The link's member, if the link is valid and still meant for the member's e-mail. */
  async function follow(tipo: LinkKind, hash: string) {
    const link = await consumeLink(app.db, tipo, hash);
    const member = link && (await findMember(app.db, link.usuarioId));
    if (!link || !member) throw fieldProblem('hash', t('clube:linkInvalido'));
    const expected = tipo === 'ativacao' ? member.email : member.emailResponsavel;
    if (link.destino !== expected) throw fieldProblem('hash', t('clube:linkInvalido'));
    return member;
  }

  app.post(
    '/Registro/confirmacao',
    { config, schema: schema("Activates the account with the e-mailed link's hash") },
    async (request) => {
      const member = await follow('ativacao', request.body.hash);
      return userOf(await updateMember(app.db, member.id, { emailConfirmadoEm: new Date() }));
    },
  );

  app.post(
    '/Registro/autorizacao-responsavel',
    {
      config,
      schema: schema("A guardian authorises a member aged 14 to 17 (the link's resp value)"),
    },
    async (request) => {
      const member = await follow('responsavel', request.body.hash);
      const updated = await updateMember(app.db, member.id, {
        responsavelAutorizadoEm: new Date(),
      });
      await recordConsents(
        app.db,
        member.id,
        { 'autorizacao-responsavel': true },
        {
          origem: 'responsavel',
          ip: request.ip,
          concedidoPor: `responsavel:${member.emailResponsavel}`,
        },
      );
      return userOf(updated);
    },
  );
};

export default routes;
