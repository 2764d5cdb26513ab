import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { MailMessage } from '../../../services/mail.ts';

/**
 * The confirmation after an erasure: the account is already gone, so a mail failure cannot undo
 * it; it is logged (without the address, which is no longer ours to keep) and the call succeeds.
 */
export async function mailAfterErasure(
  app: FastifyInstance,
  request: FastifyRequest,
  message: MailMessage,
) {
  try {
    await app.mail.send(message);
  } catch (err) {
    const code = (err as { code?: unknown } | undefined)?.code;
    request.log.error(
      { code: typeof code === 'string' ? code : undefined },
      'erasure e-mail not sent',
    );
  }
}
