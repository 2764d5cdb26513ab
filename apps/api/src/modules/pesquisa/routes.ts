import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdiomaQuerySchema } from '@stockcar/shared/schemas/common';
import {
  PesquisaEstadoSchema,
  PesquisaRespostaBodySchema,
  type PesquisaRespostaBody,
} from '@stockcar/shared/schemas/clube-conteudo';
import type { Db } from '../../db/client.ts';
import { memberOf, type Member } from '../../plugins/auth/index.ts';
import { problemResponses } from '../../plugins/openapi.ts';
import { HttpProblem, fieldProblem } from '../../plugins/problem.ts';
import { grantReward, optionsOf, recordAnswer } from './repository.ts';
import { rewardCode, rewardMail } from './reward-mail.ts';
import { surveyProgress, toEstado, type SurveyProgress } from './state.ts';
import { t } from '../../i18n.ts';

/** The rules of an answer (fan-club.md §5): the current question, its own options, their count. */
async function checkAnswer(db: Db, progress: SurveyProgress, body: PesquisaRespostaBody) {
  const { current } = progress;
  if (!current) throw new HttpProblem(409, t('conteudo:pesquisaConcluida'));
  if (body.idPesquisa !== progress.pesquisaId || body.idPesquisaPergunta !== current.id) {
    throw fieldProblem('idPesquisaPergunta', t('conteudo:perguntaInvalida'));
  }
  const ids = [...new Set(body.idRespostas)];
  if (!current.multiplaResposta && ids.length !== 1) {
    throw fieldProblem('idRespostas', t('conteudo:selecioneApenasUma'));
  }
  const valid = new Set((await optionsOf(db, current.id)).map((o) => o.id));
  if (ids.some((id) => !valid.has(id))) {
    throw fieldProblem('idRespostas', t('conteudo:respostaInvalida'));
  }
  return { pergunta: current, ids };
}

const routes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', app.authenticateMember);
  const security = [{ apiKey: [], bearer: [] }];

  app.get(
    '/PesquisaEnriquecimento',
    {
      schema: {
        tags: ['Pesquisa'],
        summary: "The member's rewards survey: laps completed and the current question",
        security,
        querystring: IdiomaQuerySchema,
        response: { 200: PesquisaEstadoSchema, ...problemResponses(400, 401, 404) },
      },
    },
    async (request) => toEstado(app.db, await surveyProgress(app.db, memberOf(request).id)),
  );

  app.post(
    '/PesquisaEnriquecimento',
    {
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags: ['Pesquisa'],
        summary: "Answers the member's current question; a lap's last answer grants its reward",
        security,
        body: PesquisaRespostaBodySchema,
        response: { 200: PesquisaEstadoSchema, ...problemResponses(400, 401, 404, 409, 429) },
      },
    },
    async (request) => {
      const member = memberOf(request);
      const progress = await surveyProgress(app.db, member.id);
      const { pergunta, ids } = await checkAnswer(app.db, progress, request.body);
      const codigo = await app.db.transaction(async (tx) => {
        // Answered meanwhile by a concurrent request: it is no longer his current question.
        if (!(await recordAnswer(tx, member.id, pergunta.id, ids))) {
          throw fieldProblem('idPesquisaPergunta', t('conteudo:perguntaInvalida'));
        }
        if (!progress.closesLap) return undefined;
        const reward = {
          usuarioId: member.id,
          pesquisaId: progress.pesquisaId,
          fase: pergunta.fase,
        };
        return grantReward(tx, { ...reward, codigo: rewardCode(pergunta.fase) });
      });
      if (codigo) await sendReward(member, pergunta.fase, codigo, request.log);
      return toEstado(app.db, await surveyProgress(app.db, member.id));
    },
  );

  /** The answer is kept even when the mail fails; the failure is logged for the team. */
  async function sendReward(
    member: Member,
    fase: number,
    codigo: string,
    log: { error: (obj: object, msg: string) => void },
  ) {
    await app.mail
      .send(rewardMail(member, fase, codigo))
      .catch((err: unknown) => log.error({ err }, 'survey reward mail failed'));
  }
};

export default routes;
