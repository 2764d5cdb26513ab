import { useId, type ReactNode } from 'react';
import { signupErrorText } from '../../../lib/club/signup-i18n.ts';
import type { SchemaForm } from '../../../components/form/use-schema-form.ts';
import type { SignupValues } from '../utils/signup-values.ts';
import { useSignupLanguage } from './signup-language.tsx';

export type SignupForm = SchemaForm<SignupValues, SignupValues>;
export type TextName = {
  [K in keyof SignupValues]: SignupValues[K] extends string ? K : never;
}[keyof SignupValues];

interface Control {
  id: string;
  describedBy: string | undefined;
  invalid: boolean;
}

interface FrameProps {
  form: SignupForm;
  name: keyof SignupValues;
  label: string;
  hint?: string | undefined;
  optional?: boolean;
  children: (control: Control) => ReactNode;
}

/** Label, control, hint and the rule's message (in the sign-up's language) of one field. */
export function SignupField({ form, name, label, hint, optional, children }: FrameProps) {
  const { t } = useSignupLanguage();
  const id = useId();
  const error = form.errorOf(name);
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={error ? 'field field--invalid' : 'field'}>
      <label className="field__label" htmlFor={id}>
        {label}{' '}
        {optional ? (
          <span className="field__hint">{t('fields.optional')}</span>
        ) : (
          <span className="field__required" aria-hidden="true">
            *
          </span>
        )}
      </label>
      {children({ id, describedBy, invalid: Boolean(error) })}
      {hint && (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="field__error">
          {signupErrorText(error, t)}
        </p>
      )}
    </div>
  );
}

interface TextProps {
  form: SignupForm;
  name: TextName;
  label: string;
  hint?: string;
  optional?: boolean;
  type?: 'text' | 'email' | 'password';
  autoComplete?: string;
}

/** A text input bound to one string field of the sign-up. */
export function SignupText({ form, name, type = 'text', autoComplete, ...frame }: TextProps) {
  return (
    <SignupField form={form} name={name} {...frame}>
      {({ id, describedBy, invalid }) => (
        <input
          id={id}
          name={name}
          type={type}
          className="field__control"
          autoComplete={autoComplete}
          required={!frame.optional}
          value={form.values[name]}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          onChange={(event) => form.set(name, event.target.value)}
          onBlur={() => form.touch(name)}
        />
      )}
    </SignupField>
  );
}

interface SelectProps {
  form: SignupForm;
  name: TextName;
  label: string;
  options: readonly { value: string; label: string }[];
}

/** A required choice; the placeholder is the empty value the schema refuses. */
export function SignupSelect({ form, name, label, options }: SelectProps) {
  const { t } = useSignupLanguage();
  return (
    <SignupField form={form} name={name} label={label}>
      {({ id, describedBy, invalid }) => (
        <select
          id={id}
          name={name}
          className="field__control"
          required
          value={form.values[name]}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          onChange={(event) => form.set(name, event.target.value)}
          onBlur={() => form.touch(name)}
        >
          <option value="" disabled>
            {t('fields.select')}
          </option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </SignupField>
  );
}
