import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { recordMessage } from './outbox.ts';

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
 * SMTP through nodemailer when MAIL_URL is set (smtp:// or smtps://), its envelope noted in
 * the outbox; otherwise (development) the whole message is kept there, so a local run loses
 * nothing. The log never names the recipient.
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
        await recordMessage(options.db, options.log, {
          canal: 'email',
          destino: message.to,
          assunto: message.subject,
        });
      },
    };
  }
  return {
    async send(message) {
      await recordMessage(options.db, options.log, {
        canal: 'email',
        destino: message.to,
        assunto: message.subject,
        corpo: message.text,
      });
      options.log.info('e-mail kept in the outbox (MAIL_URL unset)');
    },
  };
}
