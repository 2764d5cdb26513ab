import { useContext, useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  get,
  useController,
  useFormState,
  type Control,
  type ControllerRenderProps,
  type FieldPath,
  type FieldPathValue,
  type FieldValues,
} from 'react-hook-form';
import { COMMERCIAL_NS } from '../../lib/commercial-i18n.ts';
import { FieldErrorText } from './field-error.ts';
import './form.css';

/** What a field's control carries so the label, hint and message describe it. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/** What names a field to the visitor. */
interface Labelled {
  label: string;
  hint?: string | undefined;
}

interface FrameProps extends Labelled {
  /** The rule's message (in Portuguese), already shown only after the visitor left the field. */
  error?: string | undefined;
  /** Under a text area: how many of the allowed characters are used. */
  counter?: string | undefined;
  /** After the label instead of the required star, e.g. the sign-up's '(opcional)'. */
  optional?: string | undefined;
  /** Neither star nor note after the label. */
  unmarked?: boolean;
  children: (control: FieldControlProps) => ReactNode;
}

function LabelMark({ optional }: { optional: string | undefined }) {
  if (optional) return <span className="field__hint">{optional}</span>;
  return (
    <span className="field__required" aria-hidden="true">
      *
    </span>
  );
}

/** Label, control, hint and error of one field; the control is described by the last two. */
export function FieldFrame(props: FrameProps) {
  const { label, hint, error, counter, optional, unmarked, children } = props;
  const errorText = useContext(FieldErrorText);
  const id = useId();
  const hintId = hint || counter ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={error ? 'field field--invalid' : 'field'}>
      <label className="field__label" htmlFor={id}>
        {label}
        {!unmarked && (
          <>
            {' '}
            <LabelMark optional={optional} />
          </>
        )}
      </label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hintId && (
        <p id={hintId} className="field__hint">
          {hint}
          {hint && counter ? ' · ' : ''}
          {counter}
        </p>
      )}
      {error && (
        <p id={errorId} className="field__error">
          {errorText(error)}
        </p>
      )}
    </div>
  );
}

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

interface FieldProps<T extends FieldValues, O, N extends FieldPath<T>>
  extends FieldBinding<T, O, N>, Omit<FrameProps, 'error' | 'children'> {
  children: (field: ControllerRenderProps<T, N>, control: FieldControlProps) => ReactNode;
}

/** A field whose control is the caller's (a masked input, a phone with its country). */
export function Field<T extends FieldValues, O, N extends FieldPath<T>>(
  props: FieldProps<T, O, N>,
) {
  const { control, name, children, ...frame } = props;
  const { field, error } = useField({ control, name });
  return (
    <FieldFrame {...frame} error={error}>
      {(aria) => children(field, aria)}
    </FieldFrame>
  );
}

interface TextFieldProps<T extends FieldValues, O> extends TextBinding<T, O>, Labelled {
  optional?: string | undefined;
  unmarked?: boolean;
  disabled?: boolean | undefined;
  type?: 'text' | 'email' | 'tel' | 'url' | 'password';
  autoComplete?: string | undefined;
  inputMode?: 'text' | 'email' | 'tel' | 'numeric' | 'url';
  /** The most characters (a masked field's mask caps it instead, so a paste still fits). */
  maxLength?: number;
  /** Rewrites the value as typed (a phone or postal-code mask). */
  mask?: ((value: string) => string) | undefined;
  /** A multi-line text with a character counter. */
  rows?: number;
  /** Told of every new value after the form keeps it (a CEP that looks its address up). */
  onValueChange?: (value: string) => void;
}

/** A text input or text area bound to one string field; required unless `optional`. */
export function TextField<T extends FieldValues, O>(props: TextFieldProps<T, O>) {
  const { control, name, label, hint, optional, unmarked, disabled, mask, rows, maxLength } = props;
  const { t } = useTranslation(COMMERCIAL_NS);
  const { field, error } = useField({ control, name });
  const value = asText(field.value);
  const input = {
    name: field.name,
    value,
    required: !optional,
    disabled,
    maxLength,
    onChange: (event: { target: { value: string } }) => {
      const next = mask ? mask(event.target.value) : event.target.value;
      field.onChange(next);
      props.onValueChange?.(next);
    },
    onBlur: field.onBlur,
  };
  const counter =
    rows && maxLength ? t('form.counter', { count: value.length, max: maxLength }) : undefined;
  return (
    <FieldFrame {...{ label, hint, optional, unmarked, error, counter }}>
      {(aria) =>
        rows ? (
          <textarea className="field__control" rows={rows} {...aria} {...input} />
        ) : (
          <input
            className="field__control"
            type={props.type ?? 'text'}
            autoComplete={props.autoComplete}
            inputMode={props.inputMode}
            {...aria}
            {...input}
          />
        )
      }
    </FieldFrame>
  );
}

interface SelectFieldProps<T extends FieldValues, O> extends TextBinding<T, O>, Labelled {
  disabled?: boolean;
  placeholder: string;
  options: readonly { value: string; label: string }[];
}

/** A required choice; the placeholder option is the empty value the schema refuses. */
export function SelectField<T extends FieldValues, O>(props: SelectFieldProps<T, O>) {
  const { control, name, label, hint, disabled, placeholder, options } = props;
  const { field, error } = useField({ control, name });
  return (
    <FieldFrame label={label} hint={hint} error={error}>
      {(aria) => (
        <select
          {...aria}
          name={field.name}
          className="field__control"
          required
          disabled={disabled}
          value={asText(field.value)}
          onChange={(event) => field.onChange(event.target.value)}
          onBlur={field.onBlur}
        >
          <option value="" disabled>
            {placeholder}
          </option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}

interface CheckboxFieldProps<T extends FieldValues, O> extends FieldBinding<
  T,
  O,
  PathTo<T, boolean | undefined>
> {
  label: string;
  disabled?: boolean;
}

/** An optional yes/no bound to one boolean field. */
export function CheckboxField<T extends FieldValues, O>(props: CheckboxFieldProps<T, O>) {
  const { control, name, label, disabled } = props;
  const { field } = useField({ control, name });
  return (
    <label className="checkbox">
      <input
        type="checkbox"
        name={field.name}
        disabled={disabled}
        checked={field.value === true}
        onChange={(event) => field.onChange(event.target.checked)}
        onBlur={field.onBlur}
      />
      <span>{label}</span>
    </label>
  );
}
