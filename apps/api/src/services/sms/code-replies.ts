import type { FastifyInstance, FastifyReply } from 'fastify';
import { checkPhone } from '@stockcar/shared/validators/phone';
import { fieldProblem, sendProblem } from '../../plugins/problem.ts';
import { CODE_TTL_MS, checkCode, sendCode, type Purpose } from './codes.ts';
import { keyedHash, sameDigest } from '../../lib/secrets.ts';
import { t } from '../../i18n.ts';

/** The key of the codes' HMAC: derived from the server's secret, never stored. */
/** The HMAC key of stored SMS codes (a test that makes codes directly needs the same). */
export const codeKey = (app: FastifyInstance) => `${app.config.jwtSecret}:sms-code`;

/**
 * Sends a code by SMS and answers the call: when it may be asked again and when it expires;
 * 429 with Retry-After when the phone had its SMS for now (60 s, 120 s to resend, 5 per
 * hour); 502 when the gateway failed.
 */
export async function sendCodeReply(
  app: FastifyInstance,
  reply: FastifyReply,
  options: {
    usuarioId: number;
    finalidade: Purpose;
    telefone: string;
    resendSeconds: number;
    minIntervalMs?: number;
    /** Runs once the code went out, with its id (what the code confirms is bound to it). */
    onSent?: (codeId: number) => Promise<void>;
  },
) {
  const { telefone, onSent, ...sending } = options;
  const sent = await sendCode(app.db, app.sms, {
    ...sending,
    telefone,
    key: codeKey(app),
    destino: checkPhone(telefone).e164 ?? telefone,
    onError: (err) => reply.request.log.error({ err }, 'SMS not sent'),
  });
  if (sent.ok) {
    await onSent?.(sent.codeId);
    return {
      mensagem: t('clube:tokenEnviado'),
      reenvioEmSegundos: options.resendSeconds,
      expiraEmSegundos: CODE_TTL_MS / 1000,
    };
  }
  if (sent.reason === 'unavailable') return sendProblem(reply, 502, t('clube:smsIndisponivel'));
  reply.header('retry-after', String(sent.retryAfter));
  const detail = sent.reason === 'hour' ? t('clube:limiteSms') : t('clube:aguardeReenvio');
  return sendProblem(reply, 429, detail);
}

/**
 * Checks a typed code; a wrong, expired or used one is a 400 on `field`, and after 5 wrong
 * tries the code is void.
 */
export async function checkCodeOrFail(
  app: FastifyInstance,
  options: {
    usuarioId: number;
    finalidade: Purpose;
    code: string;
    field: string;
    /** A second secret typed with the code, checked within the code's tries (see checkCode). */
    alsoRequire?: { check: () => Promise<boolean>; field: string; message: string };
  },
) {
  const { alsoRequire } = options;
  const result = await checkCode(app.db, {
    ...options,
    key: codeKey(app),
    ...(alsoRequire ? { alsoCheck: alsoRequire.check } : {}),
  });
  if (result.status === 'ok') return result;
  if (result.status === 'second-factor' && alsoRequire) {
    throw fieldProblem(alsoRequire.field, alsoRequire.message);
  }
  throw codeProblem(options.field, result.status === 'exhausted' ? 'exhausted' : 'invalid');
}

/** The 400 on `field` of a code that did not pass: wrong, expired or used, or out of tries. */
export const codeProblem = (field: string, status: 'invalid' | 'exhausted') =>
  fieldProblem(
    field,
    status === 'exhausted' ? t('clube:codigoEsgotado') : t('clube:codigoInvalido'),
  );

/** The typed `code` is the one stored as `codigoHash` (compared in constant time). */
export const isRightCode = (app: FastifyInstance, codigoHash: string, code: string) =>
  sameDigest(codigoHash, keyedHash(codeKey(app), code));
