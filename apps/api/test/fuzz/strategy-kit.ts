import type { Operation } from './operations.ts';
import {
  baseHeaders,
  jsonPayload,
  memberDraw,
  urlOf,
  validQueryPairs,
  validSegments,
  type CaseContext,
  type FuzzCase,
} from './request-parts.ts';
import { validValue, type Path } from './schema-values.ts';

/** One way of making a case: when it applies to an operation, and how it builds one. */
export interface Strategy {
  name: string;
  applies(op: Operation): boolean;
  build(op: Operation, ctx: CaseContext, ip: string): FuzzCase;
}

export const hasBody = (op: Operation) => op.body !== undefined;
/** A write without a JSON body: multipart uploads, and calls like logout that take none. */
export const takesForm = (op: Operation) =>
  !hasBody(op) && ['POST', 'PUT', 'PATCH'].includes(op.method);

type Parts = { body?: unknown; raw?: string | Buffer; contentType?: string; minimal?: boolean };

/** A request of valid parts, with the given body (JSON unless `raw` is sent). */
export function requestOf(
  op: Operation,
  ctx: CaseContext,
  ip: string,
  label: string,
  parts: Parts,
) {
  const headers = baseHeaders(op, ctx, ip);
  const url = urlOf(op, validSegments(op, ctx), validQueryPairs(op, ctx, parts.minimal));
  let payload: string | Buffer | undefined;
  if (parts.raw !== undefined) payload = parts.raw;
  else if ('body' in parts) payload = jsonPayload(parts.body);
  if (payload !== undefined) headers['content-type'] = parts.contentType ?? 'application/json';
  const asMember = memberDraw(op, ctx.rng);
  return { label, method: op.method, url, headers, payload, asMember, asStaff: op.staff };
}

export function validBody(op: Operation, ctx: CaseContext, minimal = false): Parts {
  return op.body ? { body: validValue(op.body, ctx, { minimal }), minimal } : { minimal };
}

/** Every place in a value a mutation can hit: `[]` is the value itself. */
export function pathsOf(value: unknown, at: Path = []): Path[] {
  const children =
    value !== null && typeof value === 'object'
      ? Object.entries(value).flatMap(([k, v]) =>
          pathsOf(v, [...at, Array.isArray(value) ? Number(k) : k]),
        )
      : [];
  return [at, ...children];
}

/** A copy of `root` with `value` at `path`, making the objects and arrays on the way. */
export function setAt(root: unknown, path: Path, value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path as [string | number, ...Path];
  const base =
    root !== null && typeof root === 'object' ? root : typeof head === 'number' ? [] : {};
  const copy = (Array.isArray(base) ? [...base] : { ...base }) as Record<string | number, unknown>;
  copy[head] = setAt(copy[head], rest, value);
  return copy;
}
