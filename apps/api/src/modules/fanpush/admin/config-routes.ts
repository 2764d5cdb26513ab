import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eq, sql } from 'drizzle-orm';
import {
  FanpushConfigSchema,
  FanpushConfigUpdateSchema,
} from '@stockcar/shared/schemas/admin/fanpush';
import { fanpushConfig } from '../../../db/schema/index.ts';
import { recordAudit } from '../../../plugins/admin/audit.ts';
import { problemResponses } from '../../../plugins/openapi.ts';
import { HttpProblem } from '../../../plugins/problem.ts';
import { t } from '../../../i18n.ts';
import { fanpushSettings, syncWindows, type FanpushSettings } from '../lifecycle.ts';

const toConfig = (row: FanpushSettings) => ({
  diasAntes: row.diasAntes,
  minutosAntes: row.minutosAntes,
  versao: row.versao,
});

/**
 * How the calendar makes each Pro Series stage's window (issue 11, area `fanpush`). A change
 * moves at once the windows the calendar still owns (not open, not adjusted by hand).
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  const guard = app.staffOnly('fanpush');
  const tags = ['Admin'];

  app.get(
    '/admin/fanpush/config',
    {
      preValidation: guard,
      schema: {
        tags,
        summary: 'Reads the Fan Push settings (days before the race, minutes before the start)',
        response: { 200: FanpushConfigSchema, ...problemResponses(401, 403) },
      },
    },
    async () => toConfig(await fanpushSettings(app.db)),
  );

  app.put(
    '/admin/fanpush/config',
    {
      preValidation: guard,
      schema: {
        tags,
        summary: 'Saves the Fan Push settings over the version read; windows follow at once',
        body: FanpushConfigUpdateSchema,
        response: { 200: FanpushConfigSchema, ...problemResponses(400, 401, 403, 409) },
      },
    },
    async (request) => {
      const { versao, ...input } = request.body;
      const saved = await app.db.transaction(async (tx) => {
        const before = await fanpushSettings(tx, true);
        if (before.versao !== versao) throw new HttpProblem(409, t('admin:conflitoVersao'));
        const [row] = await tx
          .update(fanpushConfig)
          .set({ ...input, versao: sql`${fanpushConfig.versao} + 1` })
          .where(eq(fanpushConfig.id, before.id))
          .returning();
        if (!row) throw new Error('fanpush_config not updated');
        await syncWindows(tx, new Date());
        const depois = toConfig(row);
        await recordAudit(tx, request, {
          entidade: 'fanpush-config',
          entidadeId: row.id,
          acao: 'editar',
          antes: toConfig(before),
          depois,
        });
        return depois;
      });
      await app.events.publish('conteudo', { entidade: 'fanpush-config', id: 1 });
      return saved;
    },
  );
};

export default routes;
