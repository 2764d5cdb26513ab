import type { z } from 'zod';

type Errors = { [field: string]: string | Errors };

/** Puts `message` at `path` in `errors`, unless that field already has one (the first wins). */
function place(errors: Errors, path: readonly PropertyKey[], message: string) {
  const keys = path.length > 0 ? path.map(String) : ['root'];
  let node = errors;
  for (const key of keys.slice(0, -1)) {
    const next = node[key];
    if (typeof next === 'string') return;
    node = node[key] = next ?? {};
  }
  const last = keys[keys.length - 1] as string;
  if (node[last] === undefined) node[last] = message;
}

/**
 * A react-admin form-level `validate` from a shared zod contract: the form's values checked by
 * the schema the server applies, its Portuguese messages under the fields (nested sources such
 * as `titulo.pt-br` included). Fields the schema does not know (`id`, `versao`) are ignored.
 */
export function zodValidate(schema: z.ZodType) {
  return (values: Record<string, unknown>): Errors => {
    const result = schema.safeParse(values);
    const errors: Errors = {};
    if (result.success) return errors;
    for (const issue of result.error.issues) place(errors, issue.path, issue.message);
    return errors;
  };
}

/** Keeps an emptied optional text as '' (react-admin's default turns it into null). */
export const keepEmpty = (value: string | null | undefined) => value ?? '';

/** A datetime-local value as an ISO instant; empty is null (an open end of a window). */
export const isoOrNull = (value: string | null | undefined) =>
  value ? new Date(value).toISOString() : null;
