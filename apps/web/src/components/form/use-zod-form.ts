import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useState } from 'react';
import {
  useForm,
  useWatch,
  type DefaultValues,
  type FieldPath,
  type FieldValues,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';

/** A shared schema a form can stand on: its input is the form's values. */
export type FormSchema = z.ZodType<unknown, FieldValues>;

export interface ZodForm<S extends FormSchema> {
  form: UseFormReturn<z.input<S>, unknown, z.output<S>>;
  /** Every rule of the schema passes with the values as they are now. */
  valid: boolean;
  /** Grows on every change of a value: another version of the values is another submission. */
  version: number;
}

/** The paths of the touched fields (`touchedFields` nests like the values). */
function touchedPaths(touched: object, prefix = ''): string[] {
  return Object.entries(touched).flatMap(([key, value]: [string, unknown]) => {
    const path = `${prefix}${key}`;
    if (value === true) return [path];
    return value !== null && typeof value === 'object' ? touchedPaths(value, `${path}.`) : [];
  });
}

/**
 * A react-hook-form form on a shared zod schema (STYLE.md habit 4), with the site's timing:
 * a field's message shows once the visitor left it (validated on blur), and from then on
 * follows every change of any field, so a cross-field rule (equal e-mails, age and guardian)
 * is never stale: one resolver run per change checks every touched field. The submit button
 * reads `valid`, known at each keystroke: react-hook-form's own `isValid` arrives a tick
 * later, after its asynchronous resolver.
 */
export function useZodForm<S extends FormSchema>(
  schema: S,
  defaultValues: DefaultValues<z.input<S>>,
): ZodForm<S> {
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    resolver: zodResolver(schema),
    defaultValues,
    // Changes are revalidated below, all touched fields at once, not by react-hook-form.
    mode: 'onBlur',
    reValidateMode: 'onBlur',
  });
  const [version, setVersion] = useState(0);
  const { subscribe, trigger } = form;

  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ touchedFields }) => {
          setVersion((current) => current + 1);
          const touched = touchedPaths(touchedFields ?? {});
          if (touched.length > 0) void trigger(touched as FieldPath<z.input<S>>[]);
        },
      }),
    [subscribe, trigger],
  );

  const values = useWatch({ control: form.control });
  const valid = useMemo(() => schema.safeParse(values).success, [schema, values]);
  return { form, valid, version };
}
