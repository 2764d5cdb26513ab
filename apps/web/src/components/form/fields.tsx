import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { COMMERCIAL_NS } from '../../lib/commercial-i18n.ts';
import { fieldErrorText } from './field-error.ts';
import type { FormValues, SchemaForm } from './use-schema-form.ts';
import './form.css';

interface FrameProps {
  id: string;
  label: string;
  hint?: string | undefined;
  /** The rule's message, already shown only after the visitor left the field. */
  error?: string | undefined;
  /** Under a text area: how many of the allowed characters are used. */
  counter?: string | undefined;
  children: (describedBy: string | undefined) => ReactNode;
}

/** Label, control, hint and error of one field; the control is described by the last two. */
export function FieldFrame({ id, label, hint, error, counter, children }: FrameProps) {
  const { t } = useTranslation(COMMERCIAL_NS);
  const hintId = hint || counter ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={error ? 'field field--invalid' : 'field'}>
      <label className="field__label" htmlFor={id}>
        {label}{' '}
        <span className="field__required" aria-hidden="true">
          *
        </span>
      </label>
      {children(describedBy)}
      {hintId && (
        <p id={hintId} className="field__hint">
          {hint}
          {hint && counter ? ' · ' : ''}
          {counter}
        </p>
      )}
      {error && (
        <p id={errorId} className="field__error">
          {fieldErrorText(error, t)}
        </p>
      )}
    </div>
  );
}

interface FieldProps<V extends FormValues> {
  form: SchemaForm<V>;
  name: keyof V & string;
  label: string;
  hint?: string;
  disabled?: boolean;
}

interface TextFieldProps<V extends FormValues> extends FieldProps<V> {
  type?: 'text' | 'email' | 'tel' | 'url';
  autoComplete?: string;
  inputMode?: 'text' | 'email' | 'tel' | 'numeric' | 'url';
  /** The most characters (a masked field's mask caps it instead, so a paste still fits). */
  maxLength?: number;
  /** Rewrites the value as typed (a phone or postal-code mask). */
  mask?: (value: string) => string;
  /** A multi-line text with a character counter. */
  rows?: number;
  /** Told of every new value after the form keeps it (a CEP that looks its address up). */
  onValueChange?: (value: string) => void;
}

/** A required text input or text area bound to one string field of the form. */
export function TextField<V extends FormValues>(props: TextFieldProps<V>) {
  const { form, name, label, hint, disabled, mask, rows, maxLength, onValueChange, ...input } =
    props;
  const { t } = useTranslation(COMMERCIAL_NS);
  const id = useId();
  const raw = form.values[name];
  const value = typeof raw === 'string' ? raw : '';
  const error = form.errorOf(name);
  const control = {
    id,
    name,
    value,
    required: true,
    disabled,
    maxLength,
    'aria-invalid': error ? true : undefined,
    onChange: (event: { target: { value: string } }) => {
      const next = mask ? mask(event.target.value) : event.target.value;
      form.set(name, next as V[typeof name]);
      onValueChange?.(next);
    },
    onBlur: () => form.touch(name),
  };
  const counter =
    rows && maxLength ? t('form.counter', { count: value.length, max: maxLength }) : undefined;
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} counter={counter}>
      {(describedBy) =>
        rows ? (
          <textarea
            className="field__control"
            rows={rows}
            aria-describedby={describedBy}
            {...control}
          />
        ) : (
          <input
            className="field__control"
            type={input.type ?? 'text'}
            autoComplete={input.autoComplete}
            inputMode={input.inputMode}
            aria-describedby={describedBy}
            {...control}
          />
        )
      }
    </FieldFrame>
  );
}

interface SelectFieldProps<V extends FormValues> extends FieldProps<V> {
  placeholder: string;
  options: readonly { value: string; label: string }[];
}

/** A required choice; the placeholder option is the empty value the schema refuses. */
export function SelectField<V extends FormValues>(props: SelectFieldProps<V>) {
  const { form, name, label, hint, disabled, placeholder, options } = props;
  const id = useId();
  const raw = form.values[name];
  const error = form.errorOf(name);
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      {(describedBy) => (
        <select
          id={id}
          name={name}
          className="field__control"
          required
          disabled={disabled}
          value={typeof raw === 'string' ? raw : ''}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => form.set(name, event.target.value as V[typeof name])}
          onBlur={() => form.touch(name)}
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

/** An optional yes/no bound to one boolean field. */
export function CheckboxField<V extends FormValues>(props: FieldProps<V>) {
  const { form, name, label, disabled } = props;
  return (
    <label className="checkbox">
      <input
        type="checkbox"
        name={name}
        disabled={disabled}
        checked={form.values[name] === true}
        onChange={(event) => form.set(name, event.target.checked as V[typeof name])}
      />
      <span>{label}</span>
    </label>
  );
}
