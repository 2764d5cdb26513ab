import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, asc, count, desc, eq, ilike, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { IdParamsSchema } from '@stockcar/shared/schemas/common';
import { listSchema } from '@stockcar/shared/schemas/admin/lista';
import {
  MEMBRO_TEXTOS,
  MembroDetalheSchema,
  MembroItemSchema,
  MembroListQuerySchema,
} from '@stockcar/shared/schemas/admin/clube';
import { maskCpf, onlyDigits } from '@stockcar/shared/validators/cpf';
import { linkEmail, usuario } from '../../db/schema/index.ts';
import { independentReads } from '../../db/independent-reads.ts';
import { recordAudit } from '../../plugins/admin/audit.ts';
import { problemResponses } from '../../plugins/openapi.ts';
import { HttpProblem } from '../../plugins/problem.ts';
import { t } from '../../i18n.ts';
import { accountState, sendActivation } from './rules/activation.ts';
import { consentRows } from './repository/consentimentos.ts';
import { findMember, type Usuario } from './repository/usuarios.ts';
import { toRegistro } from './meus-dados/consents.ts';

/**
 * The members desk (issue 10, role `club`): find a member by e-mail or CPF, see the account's
 * state, consents and guardian authorisation, and resend the activation e-mail. Read-mostly:
 * every look at a member's record is audited (`consultar`), since it is personal data.
 */

/** A CPF as the desk shows it: only the middle six digits, `***.456.789-**`. */
export function hideCpf(cpf: string | null): string | null {
  if (!cpf) return null;
  const masked = maskCpf(cpf);
  return `***${masked.slice(3, -2)}**`;
}

const toItem = (u: Usuario) => ({
  id: u.id,
  nome: u.nome,
  email: u.email,
  cpf: hideCpf(u.cpf),
  ativo: accountState(u).ativo,
  cadastroCompleto: u.cadastroCompleto,
  criadoEm: u.criadoEm.toISOString(),
});

/** `q` as a condition: 11 digits (masked or bare) find the CPF, anything else the e-mail. */
function searchOf(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  if (/^[\d.\-\s]+$/.test(q)) return eq(usuario.cpf, onlyDigits(q));
  const pattern = `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return ilike(usuario.email, pattern);
}

const SORT = { nome: usuario.nome, email: usuario.email, criadoEm: usuario.criadoEm };

const routes: FastifyPluginAsyncZod = async (app) => {
  const guard = app.staffOnly('membros');
  const tags = ['Admin'];

  app.get(
    '/admin/membros',
    {
      preValidation: guard,
      schema: {
        tags,
        summary: 'Finds members by e-mail or CPF (CPF shown masked)',
        querystring: MembroListQuerySchema,
        response: { 200: listSchema(MembroItemSchema), ...problemResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const q = request.query;
      const where = searchOf(q.q);
      const column = SORT[q.ordem as keyof typeof SORT] ?? usuario.criadoEm;
      const [rows, [total]] = await Promise.all([
        app.db
          .select()
          .from(usuario)
          .where(where)
          .orderBy(q.direcao === 'asc' ? asc(column) : desc(column), desc(usuario.id))
          .limit(q.porPagina)
          .offset((q.pagina - 1) * q.porPagina),
        app.db.select({ n: count() }).from(usuario).where(where),
      ]);
      return { itens: rows.map(toItem), total: total?.n ?? 0 };
    },
  );

  app.get(
    '/admin/membros/:id',
    {
      preValidation: guard,
      schema: {
        tags,
        summary: "A member's account state, consent history and guardian authorisation (audited)",
        params: IdParamsSchema,
        response: { 200: MembroDetalheSchema, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { id } = request.params;
      return app.db.transaction(async (tx) => {
        const u = await findMember(tx, id);
        if (!u) throw new HttpProblem(404, t('admin:naoEncontrado'));
        const [consents, [activation]] = await independentReads(tx, [
          () => consentRows(tx, id),
          () =>
            tx
              .select({ em: linkEmail.criadoEm })
              .from(linkEmail)
              .where(and(eq(linkEmail.usuarioId, id), eq(linkEmail.tipo, 'ativacao')))
              .orderBy(desc(linkEmail.criadoEm))
              .limit(1),
        ]);
        const state = accountState(u);
        await recordAudit(tx, request, { entidade: 'membro', entidadeId: id, acao: 'consultar' });
        return {
          ...toItem(u),
          sobrenome: u.sobrenome,
          estrangeiro: u.estrangeiro,
          pais: u.pais,
          cidade: u.cidade,
          uf: u.uf,
          estado: {
            emailConfirmado: state.emailConfirmado,
            aguardandoResponsavel: state.aguardandoResponsavel,
            aguardandoCodigoSms: state.aguardandoCodigoSms,
            ativo: state.ativo,
            cadastroCompleto: u.cadastroCompleto,
          },
          responsavel: {
            exigido: u.exigeResponsavel,
            email: u.emailResponsavel,
            autorizado: u.responsavelAutorizadoEm !== null,
            autorizadoEm: u.responsavelAutorizadoEm?.toISOString() ?? null,
          },
          optins: { email: u.emailOptin, sms: u.smsOptin, whatsapp: u.whatsappOptin },
          consentimentos: consents.map(toRegistro),
          ativacaoEnviadaEm: activation?.em.toISOString() ?? null,
        };
      });
    },
  );

  app.post(
    '/admin/membros/:id/reenviar-ativacao',
    {
      preValidation: guard,
      schema: {
        tags,
        summary: 'Sends the member a new activation link (earlier ones stop working); audited',
        params: IdParamsSchema,
        response: { 204: z.null(), ...problemResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const u = await findMember(app.db, request.params.id);
      if (!u) throw new HttpProblem(404, t('admin:naoEncontrado'));
      if (u.emailConfirmadoEm !== null) throw new HttpProblem(409, MEMBRO_TEXTOS.jaAtivado);
      if (u.codigoSmsPendente) throw new HttpProblem(409, MEMBRO_TEXTOS.aguardandoSms);
      // The link is written and mailed by the sign-up's own code (its outbox, its connection);
      // the audit entry follows a link that went out.
      await sendActivation(app, u);
      await recordAudit(app.db, request, {
        entidade: 'membro',
        entidadeId: u.id,
        acao: 'reenviar-ativacao',
        depois: { destino: u.email },
      });
      return reply.code(204).send(null);
    },
  );
};

export default routes;
