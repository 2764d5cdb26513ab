import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { mensagemSaida } from '../db/schema/index.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: { filename: string; content: Buffer }[];
}

export interface MailService {
  send(message: MailMessage): Promise<void>;
}

/**
 * SMTP through nodemailer when MAIL_URL is set (smtp:// or smtps://); otherwise the message is
 * kept in the outbox table and logged, so a local run loses nothing.
 */
export function createMailService(options: {
  url: string | undefined;
  from: string;
  db: Db;
  log: FastifyBaseLogger;
}): MailService {
  if (options.url) {
    const transport = nodemailer.createTransport(options.url);
    return {
      async send(message) {
        await transport.sendMail({ from: options.from, ...message });
      },
    };
  }
  return {
    async send(message) {
      await options.db.insert(mensagemSaida).values({
        canal: 'email',
        destino: message.to,
        assunto: message.subject,
        corpo: message.text,
      });
      options.log.info({ to: message.to, subject: message.subject }, 'e-mail kept in the outbox');
    },
  };
}
