import type { Alerta } from '@stockcar/shared/schemas/alerta';
import { bytesToBase64 } from './base64.ts';
import { getRuntimeConfig } from './runtime-config.ts';

/**
 * The alert the client posts for a failed call (public-site.md §8). It goes to our API, which
 * forwards it to the chat bot: no bot credential ever reaches the browser (DESIGN.md).
 */
export const ALERT_PATH = '/alertas';

const URL_MAX = 2000;
const RESPONSE_MAX = 4000;
// base64 grows 4/3, so 6000 source bytes stay under the schema's 8000 characters.
const BODY_MAX_BYTES = 6000;
/** Passwords and tokens never travel in an alert, even base64-encoded. */
const SECRET_KEY = /senha|password|token|captcha/i;

/** The request body as the alert carries it: JSON with secrets masked, '' when there is none. */
export function alertBodyOf(body: unknown): string {
  if (body === undefined) return '';
  // A multipart upload is reported by its fields, a file by its name only.
  const fields =
    body instanceof FormData
      ? Object.fromEntries(
          [...body.entries()].map(([key, value]) => [
            key,
            typeof value === 'string' ? value : value.name,
          ]),
        )
      : body;
  return JSON.stringify(fields, (key: string, value: unknown) =>
    SECRET_KEY.test(key) ? '***' : value,
  );
}

function toBase64(text: string): string {
  return bytesToBase64(new TextEncoder().encode(text).slice(0, BODY_MAX_BYTES));
}

interface FailedCall {
  url: string;
  method: string;
  status: number;
  bodyText: string;
  /** The request body: JSON, FormData or nothing. */
  body: unknown;
}

/**
 * Fire-and-forget: a failing alert is dropped, never alerted about (no recursion), and the
 * alert endpoint's own failures are never reported: that would loop.
 */
export function reportFailure(path: string, call: FailedCall, headers: Headers): void {
  if (path.toLowerCase() === ALERT_PATH) return;
  const alertBody = alertBodyOf(call.body);
  const alert: Alerta = {
    url: call.url.slice(0, URL_MAX),
    metodo: call.method,
    status: call.status,
    resposta: call.bodyText.slice(0, RESPONSE_MAX),
    corpoRequisicao: alertBody ? toBase64(alertBody) : '',
  };
  const url = `${getRuntimeConfig().apiBaseUrl}${ALERT_PATH}`;
  void fetch(url, { method: 'POST', headers, body: JSON.stringify(alert) }).catch(() => undefined);
}
