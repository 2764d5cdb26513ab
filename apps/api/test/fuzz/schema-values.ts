import { samplePattern } from './pattern-sample.ts';
import type { Rng } from './random.ts';
import { HOSTILE_NUMBERS, HOSTILE_STRINGS, WRONG_KINDS, hintFor } from './samples.ts';

/** The part of JSON Schema (as @fastify/swagger writes it for OpenAPI 3.0) the fuzz reads. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  nullable?: boolean;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minItems?: number;
  maxItems?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}

/** What values may draw on: the seeded stream, solved captchas, ids that exist. */
export interface ValueContext {
  rng: Rng;
  /** A solved captcha, one per call while they last. */
  captcha(): string;
  /** Ids of rows the demo seed made (most tables number from 1). */
  ids: readonly number[];
}

function mainType(schema: JsonSchema): string | undefined {
  const { type } = schema;
  if (Array.isArray(type)) return type.find((t) => t !== 'null');
  if (type) return type;
  if (schema.properties) return 'object';
  if (schema.items) return 'array';
  return undefined;
}

/** The branch of a union to draw from. */
function resolve(schema: JsonSchema, rng: Rng): JsonSchema {
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches && branches.length > 0) {
    const usable = branches.filter((b) => mainType(b) !== 'null');
    return resolve(rng.pick(usable.length > 0 ? usable : branches), rng);
  }
  if (schema.allOf) return Object.assign({}, ...schema.allOf.map((s) => resolve(s, rng)), schema);
  return schema;
}

/** Inclusive integer bounds, OpenAPI 3.0 (`exclusiveMinimum: true`) or 3.1 (a number). */
export function integerBounds(schema: JsonSchema): { lo: number; hi: number } {
  let lo = schema.minimum ?? Number.MIN_SAFE_INTEGER;
  let hi = schema.maximum ?? Number.MAX_SAFE_INTEGER;
  if (schema.exclusiveMinimum === true) lo += 1;
  if (typeof schema.exclusiveMinimum === 'number') lo = schema.exclusiveMinimum + 1;
  if (schema.exclusiveMaximum === true) hi -= 1;
  if (typeof schema.exclusiveMaximum === 'number') hi = schema.exclusiveMaximum - 1;
  return { lo: Math.ceil(lo), hi: Math.floor(hi) };
}

function fits(schema: JsonSchema, value: string): boolean {
  if (schema.minLength !== undefined && value.length < schema.minLength) return false;
  if (schema.maxLength !== undefined && value.length > schema.maxLength) return false;
  return !schema.pattern || new RegExp(schema.pattern).test(value);
}

const LETTERS = [...'abcdefghijklmnopqrstuvwxyzáéíóúãõçABCDEFGHIJ 0123456789'];

function validString(schema: JsonSchema, name: string, ctx: ValueContext): string {
  const { rng } = ctx;
  const hinted = name.toLowerCase() === 'captcha' ? ctx.captcha() : hintFor(name, rng);
  if (typeof hinted === 'string' && fits(schema, hinted)) return hinted;
  const sampled = schema.pattern ? samplePattern(schema.pattern, rng) : undefined;
  if (sampled !== undefined && fits(schema, sampled)) return sampled;
  // As long as the contract allows, sometimes: the column or a template may allow less.
  const longest = schema.maxLength;
  if (longest !== undefined && longest <= 10_000 && !schema.pattern && rng.chance(0.08)) {
    return rng.pick(['x', 'é', 'ç']).repeat(longest);
  }
  const min = Math.max(schema.minLength ?? 0, 1);
  const max = Math.min(schema.maxLength ?? min + 24, min + 24);
  let text = '';
  for (let n = rng.int(min, Math.max(min, max)); n > 0; n -= 1) text += rng.pick(LETTERS);
  return text.trim().length > 0 ? text : 'abc'.slice(0, max);
}

function validInteger(schema: JsonSchema, name: string, ctx: ValueContext): number {
  const { lo, hi } = integerBounds(schema);
  // The contract's extremes, sometimes: a column may hold less than the schema lets in.
  if (ctx.rng.chance(0.1)) return ctx.rng.pick([lo, hi]);
  const inRange = ctx.ids.filter((id) => id >= lo && id <= hi);
  // Ids of existing rows reach the handlers' found branch; the rest their not-found one.
  if (/^id|id$|^id_/i.test(name) && inRange.length > 0 && ctx.rng.chance(0.85)) {
    return ctx.rng.pick(inRange);
  }
  if (ctx.rng.chance(0.7)) return Math.min(hi, Math.max(lo, ctx.rng.int(0, 12)));
  const base = Math.max(lo, Math.min(0, hi));
  return Math.min(hi, base + Math.floor(ctx.rng.next() * Math.min(hi - base + 1, 1e9)));
}

/** Confirmation fields repeat their original (`emailConfirm`, `senhaConfirma`, `confirmPassword`). */
function originalOf(key: string, keys: string[]): string | undefined {
  const base = key.replace(/Confirma?$/, '');
  if (base !== key && keys.includes(base)) return base;
  const confirmed = /^confirm(.+)$/.exec(key)?.[1];
  if (!confirmed) return undefined;
  const original = confirmed.charAt(0).toLowerCase() + confirmed.slice(1);
  return keys.includes(original) ? original : undefined;
}

function validObject(schema: JsonSchema, ctx: ValueContext, minimal: boolean) {
  const required = new Set(schema.required ?? []);
  const out: Record<string, unknown> = {};
  for (const [key, prop] of Object.entries(schema.properties ?? {})) {
    if (required.has(key) || (!minimal && ctx.rng.chance(0.7))) {
      out[key] = validValue(prop, ctx, { name: key, minimal });
    }
  }
  const keys = Object.keys(out);
  for (const key of keys) {
    const original = originalOf(key, keys);
    if (original) out[key] = out[original];
  }
  return out;
}

/** A value the schema accepts (as far as its keywords tell); `minimal` leaves optionals out. */
export function validValue(
  input: JsonSchema,
  ctx: ValueContext,
  options: { name?: string; minimal?: boolean } = {},
): unknown {
  const { name = '', minimal = false } = options;
  const schema = resolve(input, ctx.rng);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum && schema.enum.length > 0) return ctx.rng.pick(schema.enum);
  switch (mainType(schema)) {
    case 'string':
      return validString(schema, name, ctx);
    case 'integer':
    case 'number':
      return validInteger(schema, name, ctx);
    case 'boolean':
      return /^aceita/i.test(name) ? true : ctx.rng.chance(0.5);
    case 'array': {
      const min = schema.minItems ?? 0;
      const max = Math.min(schema.maxItems ?? min + 3, min + 3);
      const items = schema.items ?? {};
      return Array.from({ length: ctx.rng.int(min, max) }, () =>
        validValue(items, ctx, { name, minimal }),
      );
    }
    case 'object':
      return validObject(schema, ctx, minimal);
    default:
      return ctx.rng.pick(['texto', 1, true]);
  }
}

/** Values just inside and just past the schema's limits. */
export function boundaryValues(input: JsonSchema, rng: Rng): unknown[] {
  const schema = resolve(input, rng);
  const type = mainType(schema);
  if (type === 'string') {
    const values: unknown[] = [''];
    if (schema.maxLength !== undefined) {
      values.push('x'.repeat(schema.maxLength), 'x'.repeat(schema.maxLength + 1));
      values.push('é'.repeat(schema.maxLength), '🏁'.repeat(schema.maxLength));
    }
    if (schema.minLength) values.push('x'.repeat(schema.minLength - 1));
    if (schema.enum) values.push(`${String(rng.pick(schema.enum))} `, 'FEMININO');
    return values;
  }
  if (type === 'integer' || type === 'number') {
    const { lo, hi } = integerBounds(schema);
    return [lo, hi, lo - 1, hi + 1, lo + 0.5, String(lo), -0, hi * 2];
  }
  if (type === 'array') {
    const items = schema.items ?? {};
    const one = validValue(items, { ...FALLBACK_CONTEXT, rng });
    return [[], Array.from({ length: (schema.maxItems ?? 1000) + 1 }, () => one), [null]];
  }
  if (type === 'boolean') return ['true', 1, 0, 'false'];
  return [{}, []];
}

export type Path = (string | number)[];

/** Every schema a body holds, with its path (`[0]` stands for any item of an array). */
export function schemaLeaves(schema: JsonSchema, at: Path = []): [Path, JsonSchema][] {
  const inner = [
    ...Object.entries(schema.properties ?? {}).flatMap(([k, v]) => schemaLeaves(v, [...at, k])),
    ...(schema.items ? schemaLeaves(schema.items, [...at, 0]) : []),
  ];
  return at.length > 0 ? [[at, schema], ...inner] : inner;
}

/** A hostile value: a string, a number or a value of the wrong kind. */
export function hostileValue(rng: Rng): unknown {
  const roll = rng.next();
  if (roll < 0.55) return rng.pick(HOSTILE_STRINGS);
  if (roll < 0.8) return rng.pick(HOSTILE_NUMBERS);
  return rng.pick(WRONG_KINDS);
}

const FALLBACK_CONTEXT: Omit<ValueContext, 'rng'> = {
  captcha: () => 'x',
  ids: [1],
};
