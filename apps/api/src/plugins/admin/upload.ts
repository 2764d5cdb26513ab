import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import type { Area } from '@stockcar/shared/schemas/admin/papeis';
import { HttpProblem } from '../problem.ts';

/**
 * A console upload route's common options: the area's guard before the body is read (nobody
 * without a session streams megabytes into the parser), multipart with one file and the
 * route's limits, a rate limit, the Admin tag. Spread into the route's options with its
 * `response`.
 */
export async function consoleUpload(
  app: FastifyInstance,
  area: Area,
  limits: { fileSize: number; fields: number; perMinute: number; summary: string },
) {
  await app.register(multipart, {
    limits: {
      fileSize: limits.fileSize,
      files: 1,
      fields: limits.fields,
      parts: limits.fields + 1,
    },
  });
  return {
    preValidation: app.staffOnly(area),
    config: { rateLimit: { max: limits.perMinute, timeWindow: '1 minute' } },
    schema: { tags: ['Admin'], summary: limits.summary, consumes: ['multipart/form-data'] },
  };
}

/** The Portuguese answers of a console upload that went wrong on the way in. */
export interface UploadMessages {
  /** 413: the file passed the route's limit. */
  tooLarge: string;
  /** 400: the body broke off or is not multipart inside. */
  incomplete: string;
}

/** The file's bytes; past the route's limit the plugin throws, and the staff member reads why. */
async function readLimited(part: { toBuffer(): Promise<Buffer> }, messages: UploadMessages) {
  try {
    return await part.toBuffer();
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new HttpProblem(413, messages.tooLarge);
    }
    throw err;
  }
}

/**
 * The multipart parser (busboy) throws bare errors, without a status, for a body that breaks
 * off or is not multipart inside: the sender's fault, so 400 instead of a server fault.
 */
function senderFault(err: unknown, messages: UploadMessages): unknown {
  const status = err instanceof Error ? (err as { statusCode?: unknown }).statusCode : undefined;
  return err instanceof HttpProblem || status !== undefined
    ? err
    : new HttpProblem(400, messages.incomplete);
}

/** A console upload's one file (its name as sent) and its text fields, read from the body. */
export async function readUpload(request: FastifyRequest, messages: UploadMessages) {
  let file: { name: string; data: Buffer } | undefined;
  const fields: Record<string, unknown> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file')
        file = { name: part.filename, data: await readLimited(part, messages) };
      else fields[part.fieldname] = part.value;
    }
  } catch (err) {
    throw senderFault(err, messages);
  }
  return { file, fields };
}
