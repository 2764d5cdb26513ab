import type { FastifyBaseLogger } from 'fastify';
import { REMOVED, isPrivateKey, redactUrl, scrubText } from '../logging.ts';

export interface AlertInput {
  /** Which side saw the failure: the API itself or the web client reporting it. */
  origem: 'api' | 'web';
  url: string;
  metodo: string;
  status: number;
  resposta: string;
  /** Request body as received (object or string); encoded to base64 after redaction. */
  corpo: unknown;
}

export interface AlertsService {
  send(alert: AlertInput): Promise<void>;
}

const MAX_TEXT = 3500; // Telegram rejects messages over 4096 characters.

/** Removes values that must never reach a chat: secrets and personal data (issue 12). */
function redact(value: unknown): unknown {
  if (typeof value === 'string') return scrubText(value);
  if (Array.isArray(value)) return value.map(redact);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, isPrivateKey(k) ? REMOVED : redact(v)]),
    );
  }
  return value;
}

function parseMaybeJson(body: unknown): unknown {
  if (typeof body !== 'string') return body;
  try {
    return JSON.parse(body);
  } catch {
    return body;
  }
}

/** The request body, redacted and base64-encoded as the spec's alert carries it (§8). */
export function encodeBody(body: unknown): string {
  if (body === undefined || body === null || body === '') return '';
  const clean = redact(parseMaybeJson(body));
  const text = typeof clean === 'string' ? clean : JSON.stringify(clean);
  return Buffer.from(text, 'utf8').toString('base64');
}

/** Decodes a client-reported base64 body so it is redacted like the server's own. */
export function decodeReportedBody(base64: string): unknown {
  if (!base64) return '';
  return Buffer.from(base64, 'base64').toString('utf8');
}

export function formatAlert(appName: string, alert: AlertInput, now: Date): string {
  const when = now.toLocaleString('pt-BR', { timeZone: 'America/Sao_Paulo' });
  const text = [
    `🚨 ${appName} (${alert.origem})`,
    `Data: ${when}`,
    `URL: ${alert.metodo} ${redactUrl(alert.url)}`,
    `Status: ${alert.status}`,
    `Resposta: ${alert.resposta}`,
    `Corpo (base64): ${encodeBody(alert.corpo)}`,
  ].join('\n');
  return text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT)}…` : text;
}

/**
 * Posts failures to a Telegram-compatible bot (`sendMessage`). Without credentials it only
 * logs. A per-minute cap keeps a flood of failures from flooding the chat.
 */
export function createAlertsService(options: {
  appName: string;
  botUrl: string;
  botToken?: string | undefined;
  chatId?: string | undefined;
  perMinute: number;
  log: FastifyBaseLogger;
  now?: () => Date;
}): AlertsService {
  const now = options.now ?? (() => new Date());
  let windowStart = 0;
  let sentInWindow = 0;

  return {
    async send(alert) {
      const at = now();
      if (!options.botToken || !options.chatId) {
        options.log.warn(
          { alert: { ...alert, url: redactUrl(alert.url), corpo: undefined } },
          'failure alert (bot not configured)',
        );
        return;
      }
      if (at.getTime() - windowStart >= 60_000) {
        windowStart = at.getTime();
        sentInWindow = 0;
      }
      if (sentInWindow >= options.perMinute) {
        options.log.warn(
          { url: redactUrl(alert.url), status: alert.status },
          'failure alert dropped (cap reached)',
        );
        return;
      }
      sentInWindow += 1;
      try {
        const res = await fetch(`${options.botUrl}/bot${options.botToken}/sendMessage`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            chat_id: options.chatId,
            text: formatAlert(options.appName, alert, at),
          }),
          signal: AbortSignal.timeout(5000),
        });
        if (!res.ok) options.log.error({ status: res.status }, 'alert bot refused the message');
      } catch (err) {
        options.log.error({ err }, 'alert bot unreachable');
      }
    },
  };
}
