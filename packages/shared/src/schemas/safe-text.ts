import { z } from 'zod';

/** What the member reads when a field holds characters no text may hold. */
export const UNSAFE_TEXT_MESSAGE = 'O texto contém caracteres inválidos.';

/**
 * NUL (PostgreSQL cannot store it in text) and UTF-16 surrogates without their pair (not
 * text at all: they turn into U+FFFD or errors on the way to the database). No `u` flag: the
 * pattern has to see code units to find a lone half.
 */
const UNSAFE = /\0|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export function isUnsafeText(value: string): boolean {
  return UNSAFE.test(value);
}

type Path = (string | number)[];
/** A path as links to its parent, so walking a deep value copies nothing. */
type PathLink = { key: string | number; parent: PathLink | undefined } | undefined;

function pathOf(link: PathLink): Path {
  const path: Path = [];
  for (let at = link; at; at = at.parent) path.push(at.key);
  return path.reverse();
}

/**
 * The path of the first string (value or object key) holding unsafe characters, or undefined.
 * Walks with its own stack: a deeply nested body must not overflow the call stack.
 */
export function findUnsafeText(input: unknown): Path | undefined {
  const stack: { value: unknown; at: PathLink }[] = [{ value: input, at: undefined }];
  for (let next = stack.pop(); next; next = stack.pop()) {
    const { value, at } = next;
    if (typeof value === 'string') {
      if (isUnsafeText(value)) return pathOf(at);
    } else if (Array.isArray(value)) {
      value.forEach((item, key) => stack.push({ value: item, at: { key, parent: at } }));
    } else if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        if (isUnsafeText(key)) return pathOf(at);
        stack.push({ value: item, at: { key, parent: at } });
      }
    }
  }
  return undefined;
}

/**
 * A contract that refuses NUL and lone surrogates anywhere in its input before its own rules
 * run: the server wraps every request schema with it, so no route can forget (issue 12).
 */
export function withSafeText<T extends z.ZodType>(schema: T) {
  return z
    .unknown()
    .superRefine((value, ctx) => {
      const path = findUnsafeText(value);
      if (path) ctx.addIssue({ code: 'custom', message: UNSAFE_TEXT_MESSAGE, path });
    })
    .pipe(schema);
}
