import type { z } from 'zod';

/**
 * Helpers between react-admin's form values and the API's zod contracts: react-admin turns an
 * emptied text into `null` and a datetime-local input gives a time without offset, while the
 * contracts want '' / absent and ISO times with an offset.
 */

/** HTML with no text and no picture (an emptied editor's `<p></p>`) counts as no text. */
export function blankHtml(html: unknown): string {
  if (typeof html !== 'string') return '';
  const hasMedia = /<(img|iframe)\b/i.test(html);
  const text = html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .trim();
  return text || hasMedia ? html : '';
}

/** A text field's value as the contract reads it: null and undefined become ''. */
export const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** An optional field: an empty value is left out. */
export const optional = (value: unknown): string | undefined => text(value) || undefined;

/**
 * A translatable field (`{ 'pt-br', en }`, the sources `campo.pt-br` / `campo.en`) as the
 * contract reads it: each language through `read` (e.g. `blankHtml` for the rich-text editor),
 * the English left out when empty.
 */
export function translatable(
  value: unknown,
  read: (value: unknown) => string = text,
): { 'pt-br': string; en?: string } {
  const texts = (value !== null && typeof value === 'object' ? value : {}) as Record<
    string,
    unknown
  >;
  return { 'pt-br': read(texts['pt-br']), en: optional(read(texts.en)) };
}

/**
 * A date-time as an ISO string with offset: a Date, a datetime-local value (local time) or an
 * ISO string; empty is null.
 */
export function isoDateTime(value: unknown): string | null {
  if (value == null || value === '') return null;
  const date = value instanceof Date ? value : new Date(String(value));
  return Number.isNaN(date.getTime()) ? String(value) : date.toISOString();
}

type Errors = { [key: string]: string | Errors | Errors[] };

/**
 * A react-admin form `validate` from a zod schema: the first message of each field, nested as
 * the form's values are (`imagens.0.alt` → `{ imagens: [{ alt }] }`). `prepare` maps the form
 * values to the API's input first (the same function the screens pass as `transform`).
 */
export function zodValidate<T>(
  schema: z.ZodType<T>,
  prepare: (values: Record<string, unknown>) => unknown,
) {
  return (values: Record<string, unknown>): Errors => {
    const result = schema.safeParse(prepare(values));
    const errors: Errors = {};
    if (result.success) return errors;
    for (const issue of result.error.issues) {
      const path = issue.path.map(String);
      if (path.length === 0) continue;
      let node: Record<string, unknown> = errors;
      path.forEach((key, index) => {
        if (index === path.length - 1) {
          if (node[key] === undefined) node[key] = issue.message;
          return;
        }
        const nextIsIndex = /^\d+$/.test(path[index + 1] ?? '');
        if (typeof node[key] !== 'object' || node[key] === null) node[key] = nextIsIndex ? [] : {};
        node = node[key] as Record<string, unknown>;
      });
    }
    return errors;
  };
}

/** A number field's value as the contract reads it: an emptied one is null (the contract asks). */
export const numberOrNull = (value: unknown): number | null =>
  typeof value === 'number' ? value : null;

/** Several text fields at once (names, addresses, images): each through `text`. */
export function textsOf<K extends string>(
  values: Record<string, unknown>,
  keys: readonly K[],
): Record<K, string> {
  return Object.fromEntries(keys.map((key) => [key, text(values[key])])) as Record<K, string>;
}
