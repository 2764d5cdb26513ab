import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { createOnce, submissionKey } from '../db/queries/idempotency.ts';

export interface StaffNotice {
  subject: string;
  fields: Record<string, string>;
}

function noticeText(notice: StaffNotice): string {
  const lines = Object.entries(notice.fields).map(([label, value]) => `${label}: ${value}`);
  return `${notice.subject}\n\n${lines.join('\n')}\n`;
}

/**
 * Stores a form submission once (a double click or a retry finds the first) and, when it is
 * new, e-mails the staff. A mail failure is logged: the submission is already safe.
 */
export async function submitOnce(
  app: FastifyInstance,
  request: FastifyRequest,
  options: {
    rota: string;
    body: unknown;
    create: (tx: Db) => Promise<number>;
    notice: StaffNotice;
  },
) {
  const key = submissionKey(request.headers['idempotency-key'], options.body);
  const result = await createOnce(app.db, options.rota, key, options.create);
  if (result.created) {
    try {
      await app.mail.send({
        to: app.config.mail.staff,
        subject: options.notice.subject,
        text: noticeText(options.notice),
      });
    } catch (err) {
      request.log.error({ err, rota: options.rota, id: result.id }, 'staff e-mail failed');
    }
  }
  return result;
}
