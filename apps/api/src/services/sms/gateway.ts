import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { recordMessage } from '../outbox.ts';

export interface SmsMessage {
  /** E.164: +5511987654321. */
  to: string;
  text: string;
}

export interface SmsService {
  send(message: SmsMessage): Promise<void>;
}

/**
 * An HTTP gateway when SMS_URL is set (POST JSON `{ to, text }`, any 2xx is success);
 * otherwise the message is kept in the outbox table, like the mail service.
 */
export function createSmsService(options: {
  url: string | undefined;
  db: Db;
  log: FastifyBaseLogger;
}): SmsService {
  const { url } = options;
  if (url) {
    return {
      async send(message) {
        const res = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(message),
          signal: AbortSignal.timeout(10_000),
        });
        if (!res.ok) throw new Error(`SMS gateway answered ${res.status}`);
        await recordMessage(options.db, options.log, { canal: 'sms', destino: message.to });
      },
    };
  }
  return {
    async send(message) {
      await recordMessage(options.db, options.log, {
        canal: 'sms',
        destino: message.to,
        corpo: message.text,
      });
      options.log.info('SMS kept in the outbox (SMS_URL unset)');
    },
  };
}
