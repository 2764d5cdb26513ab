import type { ReactNode } from 'react';
import type { ControllerRenderProps, FieldPath, FieldValues } from 'react-hook-form';
import { COMMERCIAL_NS } from '../../lib/commercial-i18n.ts';
import {
  FieldFrame,
  type FieldControlProps,
  type FrameProps,
  type Labelled,
} from './field-frame.tsx';
import { asText, useField, type FieldBinding, type PathTo, type TextBinding } from './use-field.ts';
import { useTranslation } from '../../lib/i18n.ts';

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
