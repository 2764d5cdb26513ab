import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { TOKEN_RESEND_SECONDS } from '@stockcar/shared/schemas/clube/comum';
import {
  FanpushConfirmadoResponseSchema,
  FanpushReenvioSchema,
  FanpushTokenEnviadoResponseSchema,
  FanpushTokenSchema,
  FanpushVotoSchema,
} from '@stockcar/shared/schemas/fanpush';
import { memberOf } from '../../plugins/auth/index.ts';
import { problemResponses } from '../../plugins/openapi.ts';
import { HttpProblem, fieldProblem } from '../../plugins/problem.ts';
import { codeProblem, isRightCode, sendCodeReply } from '../../services/sms/code-replies.ts';
import { toFanpush } from './mapper.ts';
import { confirmContext } from './repository.ts';
import {
  openVoteOrFail,
  pendingOrFail,
  pendingVoteOrFail,
  refuseUnlessTakingVotes,
  requireVoter,
  submittableVoteOrFail,
  voteFoundOrFail,
} from './rules.ts';
import { bindCode, confirmVote, savePending } from './votes-store.ts';
import { t } from '../../i18n.ts';

/** The vote itself: pending picks with captcha, the SMS token, its resend (fan-club.md §4). */
const routes: FastifyPluginAsyncZod = async (app) => {
  const security = [{ apiKey: [], bearer: [] }];
  const sentSchema = {
    200: FanpushTokenEnviadoResponseSchema,
    ...problemResponses(400, 401, 403, 404, 409, 429, 502),
  };
  const sendToken = (
    reply: Parameters<typeof sendCodeReply>[1],
    member: { id: number; telefone: string },
    bind: (codeId: number) => Promise<void>,
    minIntervalMs?: number,
  ) =>
    sendCodeReply(app, reply, {
      usuarioId: member.id,
      finalidade: 'fanpush',
      telefone: member.telefone,
      resendSeconds: TOKEN_RESEND_SECONDS,
      minIntervalMs,
      onSent: bind,
    });

  app.post(
    '/Fanpush',
    {
      config: { rateLimit: { max: 10, timeWindow: '15 minutes' } },
      schema: {
        tags: ['Fanpush'],
        summary: 'Records 3 pending picks (captcha) and sends the 6-digit token by SMS',
        security,
        body: FanpushVotoSchema,
        response: sentSchema,
      },
    },
    async (request, reply) => {
      const member = memberOf(request);
      requireVoter(member);
      const { idEtapaFanpush, piloto, captcha } = request.body;
      const [first, second, third] = piloto.map((p) => p.id);
      if (first === undefined || second === undefined || third === undefined) {
        throw fieldProblem('piloto', t('clube:fanpushPilotoInelegivel'));
      }
      const picks: [number, number, number] = [first, second, third];
      const vote = await submittableVoteOrFail(app.db, {
        etapaId: idEtapaFanpush,
        usuarioId: member.id,
        picks,
      });
      if (!(await app.captcha.verify(captcha))) {
        throw fieldProblem('captcha', t('clube:captchaInvalido'));
      }
      // The picks change only once their token is on its way, and are bound to that code.
      return sendToken(reply, member, async (codigoSmsId) => {
        const saved = await savePending(app.db, {
          fanpushId: vote.id,
          usuarioId: member.id,
          picks,
          codigoSmsId,
        });
        if (!saved) throw new HttpProblem(409, t('clube:fanpushJaVotou'));
      });
    },
  );

  app.post(
    '/Fanpush/reenvio-token',
    {
      config: { rateLimit: { max: 10, timeWindow: '15 minutes' } },
      schema: {
        tags: ['Fanpush'],
        summary: 'Sends the pending vote its token again, 120 s after the last one',
        security,
        body: FanpushReenvioSchema,
        response: sentSchema,
      },
    },
    async (request, reply) => {
      const member = memberOf(request);
      requireVoter(member);
      const vote = await openVoteOrFail(app.db, request.body.idEtapaFanpush);
      const mine = await pendingVoteOrFail(app.db, vote, member.id);
      const rebind = (codeId: number) => bindCode(app.db, mine.id, codeId);
      return sendToken(reply, member, rebind, TOKEN_RESEND_SECONDS * 1000);
    },
  );

  app.post(
    '/Fanpush/token',
    {
      config: { rateLimit: { max: 20, timeWindow: '15 minutes' } },
      // Sent plain: a few KB of one member's cards, never cached, while compressing them cost
      // a tenth of the site's CPU per vote under load (decision 0033).
      compress: false,
      schema: {
        tags: ['Fanpush'],
        summary: 'Confirms the pending vote with its token: only then it counts',
        security,
        body: FanpushTokenSchema,
        response: {
          200: FanpushConfirmadoResponseSchema,
          ...problemResponses(400, 401, 403, 404, 409, 429),
        },
      },
    },
    async (request) => {
      const member = memberOf(request);
      requireVoter(member);
      const { idEtapaFanpush, token } = request.body;
      const found = voteFoundOrFail(
        await confirmContext(app.db, { etapaId: idEtapaFanpush, usuarioId: member.id }),
      );
      const { vote, code } = found;
      refuseUnlessTakingVotes(vote);
      pendingOrFail(found.mine);
      if (!code || code.expiraEm.getTime() <= Date.now()) throw codeProblem('token', 'invalid');
      // The try is claimed and, with the right code, the ballot confirmed in one statement;
      // the right code sent for other picks (or another stage) confirms nothing.
      const confirmed = await confirmVote(app.db, {
        fanpushId: vote.id,
        usuarioId: member.id,
        codigoSmsId: code.id,
        right: isRightCode(app, code.codigoHash, token),
      });
      if (confirmed.code !== 'ok') throw codeProblem('token', confirmed.code);
      const { ballot } = confirmed;
      if (!ballot) throw fieldProblem('token', t('clube:tokenFalha'));
      await app.events.publish('votos', { fanpushId: vote.id });
      return {
        mensagem: t('clube:fanpushVotoConfirmado'),
        fanpush: await toFanpush(app.db, vote, member.id, { ...ballot, tokenExpiraEm: null }),
      };
    },
  );
};

export default routes;
