import { useCallback, useMemo, useState } from 'react';
import type { z } from 'zod';

/** A form's raw values: texts as typed (masked), checkboxes as booleans. */
export type FormValues = Record<string, string | boolean>;

export interface SchemaForm<V extends FormValues, Out = unknown> {
  values: V;
  set: <K extends keyof V>(name: K, value: V[K]) => void;
  /** The visitor left the field: its error may show from now on. */
  touch: (name: keyof V) => void;
  /** The message to show for a field (after the visitor left it), else undefined. */
  errorOf: (name: keyof V) => string | undefined;
  /** Whether the field breaks a rule, shown or not yet. */
  invalid: (name: keyof V) => boolean;
  /** The parsed payload when every rule passes: what the form sends. */
  data: Out | undefined;
  valid: boolean;
  /** Grows on every change: another version of the values is another submission. */
  version: number;
}

/** The first message per top-level field of a failed parse. */
function messagesOf(error: z.ZodError | undefined): Map<string, string> {
  const messages = new Map<string, string>();
  for (const issue of error?.issues ?? []) {
    const field = String(issue.path[0] ?? '');
    if (!messages.has(field)) messages.set(field, issue.message);
  }
  return messages;
}

/**
 * Form state checked by the same zod schema the API validates with (STYLE.md habit 4), on
 * every change, so the submit button knows at once whether the form may be sent.
 */
export function useSchemaForm<V extends FormValues, Out>(
  schema: z.ZodType<Out>,
  initial: V | (() => V),
): SchemaForm<V, Out> {
  const [values, setValues] = useState<V>(initial);
  const [touched, setTouched] = useState<ReadonlySet<keyof V>>(() => new Set());
  const [version, setVersion] = useState(0);

  const result = useMemo(() => schema.safeParse(values), [schema, values]);
  const messages = useMemo(() => messagesOf(result.error), [result]);

  const set = useCallback(<K extends keyof V>(name: K, value: V[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    setVersion((current) => current + 1);
  }, []);
  const touch = useCallback((name: keyof V) => {
    setTouched((current) => (current.has(name) ? current : new Set(current).add(name)));
  }, []);

  return {
    values,
    set,
    touch,
    errorOf: (name) => (touched.has(name) ? messages.get(String(name)) : undefined),
    invalid: (name) => messages.has(String(name)),
    data: result.success ? result.data : undefined,
    valid: result.success,
    version,
  };
}
