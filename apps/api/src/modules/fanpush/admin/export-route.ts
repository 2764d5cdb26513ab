import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { FANPUSH_TEXTOS } from '@stockcar/shared/schemas/admin/fanpush';
import { IdParamsSchema } from '@stockcar/shared/schemas/common';
import { recordAudit } from '../../../plugins/admin/audit.ts';
import { attachment, CsvSchema } from '../../../plugins/admin/desk.ts';
import { problemResponses } from '../../../plugins/openapi.ts';
import { HttpProblem } from '../../../plugins/problem.ts';
import { ballotsCsv, confirmedBallots, sha256 } from '../freeze.ts';
import { windowOrFail } from './windows-read.ts';

/**
 * A closed window's anonymised ballots (issue 11): the exact bytes whose SHA-256 was published
 * at the close, with that checksum in a header. Confirmed ballots never change (a database
 * trigger), so every download is the same file. Audited.
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/fanpush/:id/cedulas.csv',
    {
      preValidation: app.staffOnly('fanpush'),
      schema: {
        tags: ['Admin'],
        summary: "Exports a closed window's anonymised ballots (CSV, with its SHA-256)",
        params: IdParamsSchema,
        produces: ['text/csv'],
        response: { 200: CsvSchema, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const row = await windowOrFail(app.db, request.params.id);
      if (!row.w.encerradaEm || row.w.checksum === null) {
        throw new HttpProblem(400, FANPUSH_TEXTOS.naoEncerrada);
      }
      const ballots = await confirmedBallots(app.db, row.w.id);
      const csv = ballotsCsv(ballots);
      if (sha256(csv) !== row.w.checksum) {
        // Never expected (ballots are immutable): say so loudly, the file is still the truth.
        request.log.error({ fanpushId: row.w.id }, 'fanpush: ballots export differs from checksum');
      }
      await recordAudit(app.db, request, {
        entidade: 'fanpush',
        entidadeId: row.w.id,
        acao: 'exportar',
        depois: { linhas: ballots.length, checksum: row.w.checksum },
      });
      return reply
        .type('text/csv; charset=utf-8')
        .header(
          'content-disposition',
          attachment(`cedulas-fanpush-${row.temporada}-${row.titulo}.csv`),
        )
        .header('x-checksum-sha256', row.w.checksum)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(Buffer.from(csv, 'utf8'));
    },
  );
};

export default routes;
