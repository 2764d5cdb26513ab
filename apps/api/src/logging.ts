import type { FastifyServerOptions } from 'fastify';

/**
 * Personal data stays out of the logs (issue 12): URLs lose their query values but harmless
 * ones, errors lose the bound parameters of failed queries and anything shaped like an
 * e-mail, a CPF or a phone number, and a redaction list covers the fields our code might log.
 */

/** Query parameters whose values are never personal or secret: kept in logged URLs. */
const HARMLESS_QUERY = new Set([
  'idioma',
  'tamanhopagina',
  'numeropagina',
  'ano',
  'busca',
  'subcategoria',
  'tipo',
  'idcategoria',
  'categoria',
  'piloto',
  'aba',
  'p',
  'live',
  'stockclub',
  'phone',
]);

export const REMOVED = '[removido]';

/** The URL with every query value that could be a secret (h, c, hash, u, celular…) removed. */
export function redactUrl(url: string): string {
  const mark = url.indexOf('?');
  if (mark < 0) return url;
  const query = url
    .slice(mark + 1)
    .split('&')
    .map((pair) => {
      const key = pair.split('=', 1)[0] ?? '';
      let name = key;
      try {
        name = decodeURIComponent(key);
      } catch {
        // A malformed escape is no harmless name.
      }
      return HARMLESS_QUERY.has(name.toLowerCase()) ? pair : `${key}=${REMOVED}`;
    })
    .join('&');
  return `${url.slice(0, mark)}?${query}`;
}

const PERSONAL_PATTERNS: RegExp[] = [
  /[^\s<>"'(),;:]+@[^\s<>"'(),;:]+\.[a-z]{2,}/gi, // e-mail
  /\b\d{3}\.?\d{3}\.?\d{3}-?\d{2}\b/g, // CPF
  /\+?\(?\d{2,3}\)?[\s-]?\d{4,5}-?\d{4}\b/g, // phone
];

/** Text with anything shaped like an e-mail, a CPF or a phone number removed. */
export function scrubText(text: string): string {
  return PERSONAL_PATTERNS.reduce((out, pattern) => out.replace(pattern, REMOVED), text);
}

interface LoggedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
  code?: string;
  statusCode?: number;
  cause?: LoggedError;
}

/**
 * An error as the log keeps it: its kind, scrubbed message and stack, and codes. A failed
 * query (drizzle's DrizzleQueryError) keeps its SQL but never its parameters, which hold the
 * member's data; other own properties (nodemailer's envelope, pg's detail) are dropped.
 */
export function serializeError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: REMOVED, stack: '' };
  const e = error as Error & { code?: unknown; statusCode?: unknown; query?: unknown };
  const message =
    typeof e.query === 'string' ? `Failed query: ${e.query}` : scrubText(e.message ?? '');
  const framesStart = e.stack?.search(/\n\s+at /) ?? -1;
  const frames = e.stack && framesStart >= 0 ? e.stack.slice(framesStart) : '';
  return {
    type: e.name,
    message,
    stack: `${e.name}: ${message}${frames}`,
    ...(typeof e.code === 'string' ? { code: e.code } : {}),
    ...(typeof e.statusCode === 'number' ? { statusCode: e.statusCode } : {}),
    ...(e.cause !== undefined && depth < 3 ? { cause: serializeError(e.cause, depth + 1) } : {}),
  };
}

/**
 * Field names that hold personal data, as the API's contracts and our code name them: one
 * list for the log's redaction and the alerts' (services/alerts.ts).
 */
export const PERSONAL_FIELDS = [
  'nome',
  'sobrenome',
  'nomeResponsavel',
  'nomeEmpresa',
  'empresa',
  'cargo',
  'email',
  'emailConfirm',
  'emailResponsavel',
  'EmailResponsavel',
  'cpf',
  'dataNascimento',
  'telefone',
  'telefoneNovo',
  'telefoneAntigo',
  'celular',
  'phone',
  'cep',
  'logradouro',
  'bairro',
  'cidade',
  'endereco',
  'foto',
  'linkedin',
  'porque',
  'sonho',
  'to',
  'destino',
];

/** Secrets, however a field spells them (senhaConfirma, newPassword, tokenUpload…). */
const SECRET_FRAGMENT = /senha|password|token|captcha|hash|code|codigo/i;
const SECRET_FIELDS = ['senha', 'password', 'token', 'accessToken', 'hash', 'code', 'codigo'];

const personalKeys = new Set(PERSONAL_FIELDS.map((field) => field.toLowerCase()));

/** A key whose value never goes to a log line or an alert. */
export function isPrivateKey(key: string): boolean {
  return personalKeys.has(key.toLowerCase()) || SECRET_FRAGMENT.test(key);
}

export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-api-key"]',
  'res.headers["set-cookie"]',
  ...[...PERSONAL_FIELDS, ...SECRET_FIELDS, 'captcha', 'body', 'corpo'].flatMap((field) => [
    field,
    `*.${field}`,
  ]),
];

interface RequestLike {
  method: string;
  url: string;
  hostname?: string;
  ip?: string;
}

/** Logger options for Fastify: level, redaction, and serializers that keep secrets out. */
export function loggerOptions(level: string, stream?: NodeJS.WritableStream) {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: { paths: REDACT_PATHS, censor: REMOVED },
    serializers: {
      err: (error: Error) => serializeError(error),
      error: (error: Error) => serializeError(error),
      req: (req: RequestLike) => ({
        method: req.method,
        url: redactUrl(req.url),
        hostname: req.hostname,
        remoteAddress: req.ip,
      }),
    },
  } satisfies FastifyServerOptions['logger'];
}
