import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { IdParamsSchema } from '@stockcar/shared/schemas/common';
import { and, count, desc, eq, gte, lt, ne } from 'drizzle-orm';
import {
  StaffInviteSchema,
  StaffItemSchema,
  StaffUpdateSchema,
} from '@stockcar/shared/schemas/admin/staff';
import {
  AuditItemSchema,
  AuditQuerySchema,
  listSchema,
} from '@stockcar/shared/schemas/admin/lista';
import { PAPEIS, type Papel } from '@stockcar/shared/schemas/admin/papeis';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { auditoria, staff } from '../../db/schema/index.ts';
import { adminCrud } from '../../plugins/admin/crud.ts';
import { recordAudit } from '../../plugins/admin/audit.ts';
import { revokeAllSessions } from '../../plugins/auth/sessions.ts';
import { HttpProblem, fieldProblem } from '../../plugins/problem.ts';
import { problemResponses } from '../../plugins/openapi.ts';
import { t } from '../../i18n.ts';
import {
  findStaff,
  findStaffByEmail,
  insertStaff,
  issueSetupLink,
  type StaffRow,
} from './repository.ts';
import { sendInvitation } from './setup-link.ts';

const toItem = (row: StaffRow) => ({
  id: row.id,
  email: row.email,
  nome: row.nome,
  papel: row.papel as Papel,
  ativo: row.ativo,
  configurado: row.senhaHash !== null && row.totpSegredo !== null,
  criadoEm: row.criadoEm.toISOString(),
  versao: row.versao,
});

/** The console keeps at least one active admin: nobody locks the championship out. */
async function keepOneAdmin(db: Db, id: number, papel: Papel, ativo: boolean) {
  if (papel === 'admin' && ativo) return;
  const [others] = await db
    .select({ n: count() })
    .from(staff)
    .where(and(eq(staff.papel, 'admin'), eq(staff.ativo, true), ne(staff.id, id)));
  if ((others?.n ?? 0) === 0) throw new HttpProblem(409, t('admin:ultimoAdmin'));
}

/** Staff accounts (admin only) and the audit log (issue 10). */
const routes: FastifyPluginAsyncZod = async (app) => {
  adminCrud(app, {
    area: 'staff',
    recurso: 'staff',
    entidade: 'staff',
    table: staff,
    input: StaffUpdateSchema.omit({ versao: true }),
    item: StaffItemSchema,
    toItems: async (_db, rows) => rows.map((row) => toItem(row as StaffRow)),
    toRow: ({ nome, papel, ativo }) => ({ nome, papel, ativo }),
    check: async (db, input, id) => {
      if (id !== undefined) await keepOneAdmin(db, id, input.papel, input.ativo);
    },
    // A new role or a deactivation takes effect now: the account's sessions end.
    writeChildren: async (db, id) => revokeAllSessions(db, id, 'alterado no console', 'staff'),
    search: [staff.nome, staff.email],
    filters: {
      papel: { schema: z.enum(PAPEIS), where: (v) => eq(staff.papel, v as Papel) },
      ativo: {
        schema: z.enum(['true', 'false']).transform((v) => v === 'true'),
        where: (v) => eq(staff.ativo, v as boolean),
      },
    },
    sort: { nome: staff.nome, email: staff.email, papel: staff.papel, criadoEm: staff.criadoEm },
    defaultSort: staff.criadoEm,
    only: ['list', 'get', 'update'],
  });

  const invite = async (request: FastifyRequest, row: StaffRow, db: Db, acao: string) => {
    const { totpKey, inviteHours } = app.config.staff;
    const token = await issueSetupLink(db, row.id, totpKey, inviteHours);
    await recordAudit(db, request, {
      entidade: 'staff',
      entidadeId: row.id,
      acao,
      depois: toItem(row),
    });
    return token;
  };

  app.post(
    '/admin/staff',
    {
      preValidation: app.staffOnly('staff'),
      schema: {
        tags: ['Admin'],
        summary: 'Invites a colleague: the account and a set-up link sent by e-mail',
        body: StaffInviteSchema,
        response: { 201: StaffItemSchema, ...problemResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const { row, token } = await app.db.transaction(async (tx) => {
        if (await findStaffByEmail(tx, request.body.email)) {
          throw fieldProblem('email', t('admin:emailEmUso'));
        }
        const created = await insertStaff(tx, request.body);
        return { row: created, token: await invite(request, created, tx, 'convidar') };
      });
      // After the commit: if the e-mail fails, the account waits and the admin resends the link.
      await sendInvitation(app, token, { ...row, papel: row.papel as Papel });
      return reply.code(201).send(toItem(row));
    },
  );

  app.post(
    '/admin/staff/:id/convite',
    {
      preValidation: app.staffOnly('staff'),
      schema: {
        tags: ['Admin'],
        summary:
          'Sends a new set-up link (the earlier one stops working); also resets a lost authenticator',
        params: IdParamsSchema,
        response: { 204: z.null(), ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { row, token } = await app.db.transaction(async (tx) => {
        const found = await findStaff(tx, request.params.id);
        if (!found?.ativo) throw new HttpProblem(404, t('admin:naoEncontrado'));
        return { row: found, token: await invite(request, found, tx, 'reenviar-convite') };
      });
      await sendInvitation(app, token, { ...row, papel: row.papel as Papel });
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/admin/auditoria',
    {
      preValidation: app.staffOnly('auditoria'),
      schema: {
        tags: ['Admin'],
        summary: 'The audit log, newest first, with filters',
        querystring: AuditQuerySchema,
        response: { 200: listSchema(AuditItemSchema), ...problemResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const q = request.query;
      const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000);
      const where = and(
        q.staffId === undefined ? undefined : eq(auditoria.staffId, q.staffId),
        q.entidade ? eq(auditoria.entidade, q.entidade) : undefined,
        q.acao ? eq(auditoria.acao, q.acao) : undefined,
        q.de ? gte(auditoria.em, new Date(`${q.de}T00:00:00Z`)) : undefined,
        q.ate ? lt(auditoria.em, dayAfter(q.ate)) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        app.db
          .select()
          .from(auditoria)
          .where(where)
          .orderBy(desc(auditoria.em), desc(auditoria.id))
          .limit(q.porPagina)
          .offset((q.pagina - 1) * q.porPagina),
        app.db.select({ n: count() }).from(auditoria).where(where),
      ]);
      return {
        itens: rows.map((row) => ({ ...row, em: row.em.toISOString() })),
        total: total?.n ?? 0,
      };
    },
  );
};

export default routes;
