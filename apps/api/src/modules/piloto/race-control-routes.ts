import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { CALENDARIO_TEXTOS as TEXTOS } from '@stockcar/shared/schemas/admin/calendario';
import { PilotoInputSchema, PilotoItemSchema } from '@stockcar/shared/schemas/admin/participantes';
import { fanpushPiloto, fanpushResultado, inscricao, piloto } from '../../db/schema/index.ts';
import { adminCrud } from '../../plugins/admin/crud.ts';
import { refuseWhileUsed } from '../../plugins/admin/references.ts';
import { withSanitizedSobre } from '../../lib/html-sanitizer.ts';

type PilotoRow = typeof piloto.$inferSelect;

/**
 * Race control's drivers (issue 11, area `pilotos`). The club's behind-the-scenes galleries
 * about drivers are another area (`bastidores`, admin-routes.ts).
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  adminCrud(app, {
    area: 'pilotos',
    recurso: 'pilotos',
    entidade: 'piloto',
    table: piloto,
    input: PilotoInputSchema,
    item: PilotoItemSchema,
    toItems: async (_db, rows) => rows as PilotoRow[],
    toRow: withSanitizedSobre,
    // Entries carry the results; Fan Push candidates and frozen results name the driver too.
    beforeDelete: (db, row) =>
      refuseWhileUsed(
        db,
        [
          { column: inscricao.pilotoId },
          { column: fanpushPiloto.pilotoId },
          { column: fanpushResultado.pilotoId },
        ],
        row.id as number,
        TEXTOS.pilotoEmUso,
      ),
    search: [sql`${piloto.nome} || ' ' || ${piloto.sobrenome}`, piloto.sobrenome],
    sort: { nome: piloto.nome, sobrenome: piloto.sobrenome, id: piloto.id },
    defaultSort: piloto.sobrenome,
  });
};

export default routes;
