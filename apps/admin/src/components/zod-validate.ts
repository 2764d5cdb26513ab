import type { z } from 'zod';

type Errors = { [key: string]: Errors | Errors[] | string | undefined };

/** Puts `message` at `path` (keys and array indexes), keeping the first message of a field. */
function place(errors: Errors, path: readonly PropertyKey[], message: string) {
  let node: Errors = errors;
  for (let i = 0; i < path.length; i += 1) {
    const key = String(path[i]);
    if (i === path.length - 1) {
      if (node[key] === undefined) node[key] = message;
      return;
    }
    const next = node[key];
    if (typeof next === 'string') return; // the field as a whole already has its message
    if (next === undefined) {
      const child: Errors = typeof path[i + 1] === 'number' ? ([] as unknown as Errors) : {};
      node[key] = child;
      node = child;
    } else {
      node = next as Errors;
    }
  }
}

/**
 * A form-level `validate` for react-admin from a shared zod contract: the contract's Portuguese
 * messages under the fields, nested as the form's values are (`respostas.0.descricao`).
 * `prepare` turns the form's values into what the contract reads (e.g. empty inputs as null).
 */
export function zodValidate<S extends z.ZodType>(
  schema: S,
  prepare: (values: Record<string, unknown>) => unknown = (values) => values,
) {
  return (values: Record<string, unknown>): Errors => {
    const result = schema.safeParse(prepare(values));
    if (result.success) return {};
    const errors: Errors = {};
    for (const issue of result.error.issues) {
      if (issue.path.length === 0) continue;
      place(errors, issue.path, issue.message);
    }
    return errors;
  };
}

/** Keeps an emptied optional text as '' (react-admin's default turns it into null). */
export const keepEmpty = (value: string | null | undefined) => value ?? '';

/** A datetime-local value as an ISO instant; empty is null (an open end of a window). */
export const isoOrNull = (value: string | null | undefined) =>
  value ? new Date(value).toISOString() : null;
