import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { mensagemSaida } from '../db/schema/index.ts';

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
 * otherwise the message is kept in the outbox table and logged, like the mail service.
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
      },
    };
  }
  return {
    async send(message) {
      await options.db
        .insert(mensagemSaida)
        .values({ canal: 'sms', destino: message.to, corpo: message.text });
      options.log.info({ to: message.to }, 'SMS kept in the outbox');
    },
  };
}
