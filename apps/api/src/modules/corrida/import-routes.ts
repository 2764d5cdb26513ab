import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type CorridaDetalhe } from '@stockcar/shared/schemas/admin/resultados';
import {
  ImportacaoQuerySchema,
  ImportacaoRespostaSchema,
} from '@stockcar/shared/schemas/admin/resultados-importacao';
import { IMPORTACAO_TEXTOS as T } from '@stockcar/shared/schemas/admin/resultados-textos';
import { IdParamsSchema } from '@stockcar/shared/schemas/common';
import { consoleUpload, readUpload } from '../../plugins/admin/upload.ts';
import { problemResponses } from '../../plugins/openapi.ts';
import { fieldProblem, HttpProblem } from '../../plugins/problem.ts';
import { t } from '../../i18n.ts';
import { raceDetail } from './detail.ts';
import { importProblems, previewImport, type ImportContext } from './import-preview.ts';
import { changeRace, ruleContext, writeClassification } from './store.ts';
import { readTimingFile } from './timing-file.ts';

/** The timing export is a classification: a few kilobytes; 1 MB is far past any real one. */
const MAX_BYTES = 1024 * 1024;

const importContext = (race: CorridaDetalhe): ImportContext => ({
  ...ruleContext(race),
  atual: {
    pole: race.pole?.numero ?? null,
    voltaRapida: race.voltaRapida?.numero ?? null,
    voltaRapidaTempo: race.voltaRapidaTempo,
  },
});

/**
 * The timing CSV (multipart field `file`): `modo=previa` reads and checks it against the race
 * and saves nothing; `modo=salvar` checks it again and saves it in one transaction, over the
 * race's version, provisional or official (`oficializar=true`). A bad file saves nothing.
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  const upload = await consoleUpload(app, 'corridas', {
    fileSize: MAX_BYTES,
    fields: 0,
    perMinute: 60,
    summary:
      "Imports the timing CSV (multipart: file) into a race's classification: preview, or save provisional or official",
  });

  app.post(
    '/admin/corridas/:id/importacao',
    {
      ...upload,
      schema: {
        ...upload.schema,
        params: IdParamsSchema,
        querystring: ImportacaoQuerySchema,
        response: {
          200: ImportacaoRespostaSchema,
          ...problemResponses(400, 401, 403, 404, 409, 413, 429),
        },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { modo, versao, oficializar } = request.query;
      const { file } = await readUpload(request, {
        tooLarge: T.arquivoGrande,
        incomplete: T.arquivoIncompleto,
      });
      if (!file) throw fieldProblem('file', T.arquivoObrigatorio);
      const timing = readTimingFile(file.data);
      if (modo === 'previa') {
        const race = await raceDetail(app.db, id);
        if (!race) throw new HttpProblem(404, t('admin:naoEncontrado'));
        return { ...previewImport(timing, importContext(race)).previa, corrida: null };
      }
      if (versao === undefined) throw new HttpProblem(400, T.versaoObrigatoria);
      let previa: ReturnType<typeof previewImport>['previa'] | undefined;
      const corrida = await changeRace(app, request, {
        id,
        versao,
        acao: 'importar',
        write: async (db, antes) => {
          const checked = previewImport(timing, importContext(antes));
          previa = checked.previa;
          if (!checked.input) {
            const errors = importProblems(checked.previa);
            throw new HttpProblem(400, T.invalido(errors.length), errors);
          }
          await writeClassification(db, antes, checked.input, oficializar);
        },
      });
      if (!previa) throw new Error('import saved without its preview');
      return { ...previa, corrida };
    },
  );
};

export default routes;
