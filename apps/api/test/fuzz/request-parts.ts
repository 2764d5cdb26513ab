import { MEMBER_KIND_NAMES, type MemberKind } from './member-kinds.ts';
import type { Operation } from './operations.ts';
import type { Rng } from './random.ts';
import { validValue, type ValueContext } from './schema-values.ts';

/** One request of the fuzz: what is sent, and a label that says what was mutated. */
export interface FuzzCase {
  label: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  /** Built of valid values only: it should get past validation to the handler. */
  wellFormed?: boolean;
  /** Sent as a fresh member of this kind (bearer token and refresh cookie added when sent). */
  asMember: MemberKind | undefined;
  /** Sent by a fresh admin of the console (bearer token added when sent). */
  asStaff: boolean;
}

/** What cases draw on besides values: forged tokens and the upload's known fields. */
export interface CaseContext extends ValueContext {
  apiKey: string;
  /** Bearer tokens the server must refuse (bad signature, expired, no session, ...). */
  badTokens: readonly string[];
  /** Form fields a multipart upload may carry, with values that exist (a saved candidate). */
  uploadFields: Readonly<Record<string, string>>;
}

/** Path segments of valid values, percent-encoded. */
export function validSegments(op: Operation, ctx: ValueContext): Record<string, string> {
  const segments: Record<string, string> = {};
  for (const p of op.pathParams) {
    segments[p.name] = encoded(validValue(p.schema, ctx, { name: p.name }));
  }
  return segments;
}

/** `name=value` pairs of valid values (arrays repeat the name); `minimal`: required only. */
export function validQueryPairs(op: Operation, ctx: ValueContext, minimal = false): string[] {
  const pairs: string[] = [];
  for (const p of op.queryParams) {
    if (!p.required && (minimal || !ctx.rng.chance(0.6))) continue;
    const value = validValue(p.schema, ctx, { name: p.name });
    for (const item of Array.isArray(value) ? value : [value]) {
      pairs.push(`${encoded(p.name)}=${encoded(item)}`);
    }
  }
  return pairs;
}

/**
 * Any value percent-encoded for a path or query (objects as JSON: `String()` of some throws).
 * A lone surrogate goes as its WTF-8 bytes, as a careless client would send it;
 * `encodeURIComponent` refuses it.
 */
export function encoded(value: unknown): string {
  const text = value !== null && typeof value === 'object' ? JSON.stringify(value) : String(value);
  let out = '';
  for (const char of text) {
    const code = char.charCodeAt(0);
    const lone = char.length === 1 && code >= 0xd800 && code <= 0xdfff;
    out += lone
      ? [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
          .map((byte) => `%${byte.toString(16).toUpperCase()}`)
          .join('')
      : encodeURIComponent(char);
  }
  return out;
}

export function urlOf(op: Operation, segments: Record<string, string>, query: string[]): string {
  const path = op.path.replace(/\{([^}]+)\}/g, (_, name: string) => segments[name] ?? '1');
  return query.length > 0 ? `${path}?${query.join('&')}` : path;
}

/** The API key, and a fresh client address so per-address limits rarely answer first. */
export function baseHeaders(op: Operation, ctx: CaseContext, ip: string): Record<string, string> {
  const headers: Record<string, string> = { 'x-forwarded-for': ip };
  if (op.apiKey) headers['x-api-key'] = ctx.apiKey;
  return headers;
}

/**
 * Members' operations are mostly called by a member, most often a complete one; the others
 * sometimes are too.
 */
export function memberDraw(op: Operation, rng: Rng): MemberKind | undefined {
  if (!rng.chance(op.member ? 0.85 : 0.2)) return undefined;
  return rng.chance(0.6) ? 'completo' : rng.pick(MEMBER_KIND_NAMES);
}

/** A JSON body as text (so cases can also send text that is not JSON). */
export function jsonPayload(value: unknown): string {
  return JSON.stringify(value) ?? 'null';
}

/** A short, printable preview of what was sent or received. */
export function preview(value: unknown, max = 300): string {
  const text = Buffer.isBuffer(value)
    ? value.toString('utf8')
    : typeof value === 'string'
      ? value
      : (JSON.stringify(value) ?? String(value));
  const escaped = JSON.stringify(text.length > max ? `${text.slice(0, max)}…` : text);
  return `${escaped} (${text.length} chars)`;
}
