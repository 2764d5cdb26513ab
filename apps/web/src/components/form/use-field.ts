import {
  get,
  useController,
  useFormState,
  type Control,
  type FieldPath,
  type FieldPathValue,
  type FieldValues,
} from 'react-hook-form';

/** The paths of `T` holding a `V` (or a value the schema coerces, typed unknown), at any depth. */
export type PathTo<T extends FieldValues, V> = Extract<
  {
    [P in FieldPath<T>]: unknown extends FieldPathValue<T, P>
      ? P
      : FieldPathValue<T, P> extends V
        ? P
        : never;
  }[FieldPath<T>],
  FieldPath<T>
>;

/** A field of a react-hook-form form: its control and its path (`email`, `contato.email`). */
export interface FieldBinding<T extends FieldValues, O, N extends FieldPath<T> = FieldPath<T>> {
  control: Control<T, unknown, O>;
  name: N;
}

/** A field's message is shown once the visitor left the field. */
const shown = (touched: unknown, error: { message?: string | undefined } | undefined) =>
  touched === true ? error?.message : undefined;

/** A field holding text (or a value the schema coerces from text). */
export type TextBinding<T extends FieldValues, O> = FieldBinding<
  T,
  O,
  PathTo<T, string | undefined>
>;

/** One field's value and handlers, and its message once the visitor left it. */
export function useField<T extends FieldValues, O, N extends FieldPath<T>>({
  control,
  name,
}: FieldBinding<T, O, N>) {
  const { field, fieldState } = useController({ control, name });
  return { field, error: shown(fieldState.isTouched, fieldState.error) };
}

/** Only the message of a field (for a control that is bound elsewhere, or a group of them). */
export function useFieldError<T extends FieldValues, O>({ control, name }: FieldBinding<T, O>) {
  const { errors, touchedFields } = useFormState({ control, name, exact: true });
  return shown(get(touchedFields, name), get(errors, name));
}

export const asText = (value: unknown) => (typeof value === 'string' ? value : '');
