import fp from 'fastify-plugin';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { Problem } from '@stockcar/shared/schemas/common';
import { t } from '../i18n.ts';

/** An error a handler throws on purpose: its detail is shown to the user as is. */
export class HttpProblem extends Error {
  constructor(
    readonly statusCode: number,
    readonly detail: string,
    /** Field errors, as a validation failure lists them (`body.cpf`). */
    readonly errors?: Problem['errors'],
  ) {
    super(detail);
  }
}

/** A 400 about one field of the body, shaped like a schema validation failure. */
export function fieldProblem(field: string, message: string, status = 400) {
  return new HttpProblem(status, message, [{ path: `body.${field}`, message }]);
}

const TITLES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Content Too Large',
  415: 'Unsupported Media Type',
  406: 'Not Acceptable',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
};

/** Seconds a client waits before retrying while the database is unreachable. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/**
 * Lost or refused database connections (node-postgres and PostgreSQL's own codes: admin
 * shutdown, cannot connect now, connection failures): an outage, not a bug, so 503.
 * https://www.postgresql.org/docs/current/errcodes-appendix.html
 */
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
]);
const CONNECTION_MESSAGES =
  /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error|Cannot use a pool after calling end/i;

export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error, depth = 0; e instanceof Error && depth < 5; depth += 1) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && CONNECTION_CODES.has(code)) return true;
    if (CONNECTION_MESSAGES.test(e.message)) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * A unique constraint refused a write (23505): two people saved the same thing at the same
 * moment, past the checks each request made before writing. A conflict with the stored state,
 * not a fault: 409, and the request's transaction rolled back.
 */
export function isUniqueViolation(error: unknown): boolean {
  for (let e = error, depth = 0; e instanceof Error && depth < 5; depth += 1) {
    if ((e as { code?: unknown }).code === '23505') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/** Framework errors whose status we answer differently from the one they carry. */
const STATUS_BY_CODE: Record<string, number> = {
  // @fastify/multipart says 406 for a body that is not multipart; the media type is the fault.
  FST_INVALID_MULTIPART_CONTENT_TYPE: 415,
};

/** Portuguese details for errors Fastify raises itself. */
const FRAMEWORK_DETAILS: Record<number, string> = {
  400: t('errors:badRequest'),
  401: t('errors:unauthorized'),
  404: t('errors:notFound'),
  413: t('errors:contentTooLarge'),
  415: t('errors:unsupportedMediaType'),
  406: t('errors:notAcceptable'),
  429: t('errors:tooManyRequests'),
};

export function sendProblem(
  reply: FastifyReply,
  status: number,
  detail: string,
  extra: Partial<Problem> = {},
) {
  const body: Problem = {
    type: 'about:blank',
    title: TITLES[status] ?? 'Error',
    status,
    detail,
    instance: reply.request.url.split('?')[0],
    ...extra,
  };
  return reply.status(status).type('application/problem+json').send(body);
}

function validationProblem(error: FastifyError, reply: FastifyReply) {
  const errors = hasZodFastifySchemaValidationErrors(error)
    ? error.validation.map((v) => ({
        path: [error.validationContext, v.instancePath.replace(/^\//, '').replaceAll('/', '.')]
          .filter(Boolean)
          .join('.'),
        message: v.message ?? t('errors:badRequest'),
      }))
    : [{ path: error.validationContext ?? '', message: error.message }];
  return sendProblem(reply, 400, errors[0]?.message ?? t('errors:badRequest'), { errors });
}

/** One problem+json error handler for the whole app (STYLE.md habit 7). */
export default fp(async (app) => {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof HttpProblem) {
      return sendProblem(
        reply,
        error.statusCode,
        error.detail,
        error.errors ? { errors: error.errors } : {},
      );
    }
    if (error.validation) return validationProblem(error, reply);
    if (isDatabaseUnavailable(error)) {
      request.log.error({ err: error }, 'database unavailable');
      reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
      return sendProblem(reply, 503, t('errors:serviceUnavailable'));
    }
    if (isUniqueViolation(error)) {
      request.log.warn({ err: error }, 'concurrent write refused by a unique constraint');
      return sendProblem(reply, 409, t('admin:gravacaoSimultanea'));
    }
    const status =
      STATUS_BY_CODE[error.code] ??
      (error.statusCode && error.statusCode >= 400 ? error.statusCode : 500);
    if (status >= 500) {
      // Details of server faults stay in the log, never in the response.
      request.log.error({ err: error }, 'request failed');
      return sendProblem(reply, status, t('errors:serverError'));
    }
    return sendProblem(reply, status, FRAMEWORK_DETAILS[status] ?? t('errors:badRequest'));
  });
});
