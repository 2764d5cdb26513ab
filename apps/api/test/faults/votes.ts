import { solveChallenge } from 'altcha-lib/v1';
import { backoffMs, nextIp, withRetries, type Answer, type Api } from './client.ts';
import { sleep } from './processes.ts';
import type { SmsGateway } from './sms-gateway.ts';
import { VOTER_PASSWORD, picksFor, type OpenVote, type Voter } from './voters.ts';
import { clubePtBr } from '@stockcar/shared/locales/clube/pt-br';

/**
 * A confirmed Fan Push vote through the real path: log in, solve the captcha, POST /Fanpush
 * (the code goes to the SMS gateway), POST /Fanpush/token with the code.
 */

export type VoteOutcome =
  /** /Fanpush/token answered 2xx: the ballot must be confirmed, whatever happened next. */
  | 'acknowledged'
  /** A retried /Fanpush/token met 409: an earlier try counted, its answer was lost. */
  | 'confirmed-unacknowledged'
  /** A crashed try used the code up without counting the vote: the fan asks for a new one. */
  | 'code-spent'
  /** The SMS went out but the crash came before the picks were saved: the fan votes again. */
  | 'no-pending-vote'
  /** A crashed try took the phone's SMS slot without sending: the fan waits a minute. */
  | 'sms-limit'
  /** The tries an outage failed used up the address's POST /Fanpush limit (10 in 15 min). */
  | 'rate-limited'
  /** The deadline passed without an answer. */
  | 'unanswered';

export interface VoteAttempt {
  voter: Voter;
  picks: number[];
  outcome: VoteOutcome;
}

export interface VoteContext {
  api: Api;
  sms: SmsGateway;
  vote: OpenVote;
}

/** The SMS limits' answers, told apart from the per-address rate limit's. */
const SMS_WAITS: string[] = [clubePtBr.aguardeReenvio, clubePtBr.limiteSms];

class Unexpected extends Error {
  constructor(step: string, answer: Answer) {
    super(`${step} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  }
}

const field = (body: unknown, name: string) =>
  typeof body === 'object' && body !== null && name in body
    ? (body as Record<string, unknown>)[name]
    : undefined;

/** The ALTCHA payload for a fresh challenge, solved as the browser widget solves it. */
export async function solvedCaptcha(api: Api, ip: string, deadline: number) {
  const answer = await withRetries(() => api('GET', '/Captcha/desafio', { ip }), deadline);
  if (!answer) return undefined;
  if (answer.status !== 200) throw new Unexpected('GET /Captcha/desafio', answer);
  const c = answer.body as { challenge: string; salt: string; maxnumber: number };
  const solution = await solveChallenge(c.challenge, c.salt, 'SHA-256', c.maxnumber).promise;
  if (!solution) throw new Error('captcha not solved');
  const payload: Record<string, unknown> = { ...c, number: solution.number };
  delete payload.maxnumber;
  return Buffer.from(JSON.stringify(payload)).toString('base64');
}

export async function logIn(api: Api, voter: Voter, ip: string, deadline: number) {
  const body = { email: voter.email, senha: VOTER_PASSWORD };
  const answer = await withRetries(
    () => api('POST', '/Autenticacao/login', { ip, body }),
    deadline,
  );
  if (!answer) return undefined;
  const token = field(answer.body, 'accessToken');
  if (answer.status !== 200 || typeof token !== 'string') throw new Unexpected('login', answer);
  return token;
}

/**
 * Asks for the code until the gateway got one: each try needs a fresh captcha (a crashed try
 * may have spent the last one). A try that got no answer may still have sent the SMS: the
 * fan types what arrived (`afterFailure`). 429: a limit stops the fan for now.
 */
async function requestCode(
  ctx: VoteContext,
  voter: Voter,
  bearer: string,
  ip: string,
  deadline: number,
) {
  const mark = ctx.sms.mark();
  const piloto = picksFor(ctx.vote, voter.id).map((id) => ({ id }));
  for (let n = 0; Date.now() < deadline; n += 1) {
    const captcha = await solvedCaptcha(ctx.api, ip, deadline);
    if (!captcha) return undefined;
    const body = { idEtapaFanpush: ctx.vote.idEtapaFanpush, piloto, captcha };
    const answer = await ctx.api('POST', '/Fanpush', { ip, bearer, body }).catch(() => undefined);
    const code = ctx.sms.codeSince(voter.e164, mark);
    if (code) return { code, afterFailure: answer?.status !== 200 };
    if (answer?.status === 429) {
      const smsWait = SMS_WAITS.includes(String(field(answer.body, 'detail')));
      return smsWait ? ('sms-limit' as const) : ('rate-limited' as const);
    }
    if (answer && answer.status < 500) throw new Unexpected('POST /Fanpush', answer);
    await sleep(backoffMs(n));
  }
  return undefined;
}

/**
 * Sends the code until answered. Only a fault explains anything but 200: a retry may find
 * the vote counted (409) or the code spent (400), and a code that came from a failed
 * POST /Fanpush may have no saved picks behind it (400).
 */
async function confirm(
  ctx: VoteContext,
  sent: { bearer: string; ip: string; code: string; afterFailure: boolean },
  deadline: number,
): Promise<VoteOutcome> {
  let tries = 0;
  const body = { idEtapaFanpush: ctx.vote.idEtapaFanpush, token: sent.code };
  const send = () => {
    tries += 1;
    return ctx.api('POST', '/Fanpush/token', { ip: sent.ip, bearer: sent.bearer, body });
  };
  const answer = await withRetries(send, deadline);
  if (!answer) return 'unanswered';
  if (answer.status === 200) return 'acknowledged';
  if (tries > 1 && answer.status === 409) return 'confirmed-unacknowledged';
  if ((tries > 1 || sent.afterFailure) && answer.status === 400) {
    const detail = field(answer.body, 'detail');
    return detail === clubePtBr.fanpushSemVotoPendente ? 'no-pending-vote' : 'code-spent';
  }
  throw new Unexpected('POST /Fanpush/token', answer);
}

/** One voter's whole vote; throws on an answer no fault explains (a bug to report). */
export async function castVote(
  ctx: VoteContext,
  voter: Voter,
  deadline: number,
): Promise<VoteAttempt> {
  const ip = nextIp();
  const picks = picksFor(ctx.vote, voter.id);
  const done = (outcome: VoteOutcome): VoteAttempt => ({ voter, picks, outcome });
  const bearer = await logIn(ctx.api, voter, ip, deadline);
  if (!bearer) return done('unanswered');
  const sent = await requestCode(ctx, voter, bearer, ip, deadline);
  if (!sent) return done('unanswered');
  if (sent === 'sms-limit' || sent === 'rate-limited') return done(sent);
  return done(await confirm(ctx, { bearer, ip, ...sent }, deadline));
}
