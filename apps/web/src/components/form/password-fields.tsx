import type { ClipboardEvent, DragEvent, InputHTMLAttributes, ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import type { Language } from '@stockcar/shared/i18n';
import { passwordChecklist } from '@stockcar/shared/validators/password';
import { PASSWORD_STRENGTH_LABEL } from '@stockcar/shared/validators/password-strength';
import { useFormsT } from '../../lib/club-i18n.ts';
import { FieldFrame } from './field-frame.tsx';
import { asText, useField, type TextBinding } from './use-field.ts';
import type { PasswordStrength } from './use-password-strength.ts';
import './password-fields.css';

type FormsT = ReturnType<typeof useFormsT>;

function strengthItem(strength: PasswordStrength, language: Language, t: FormsT) {
  const label =
    strength === 'loading'
      ? t('password.checking')
      : strength === 'unavailable'
        ? t('password.unavailable')
        : PASSWORD_STRENGTH_LABEL[language];
  return { id: 'strength', label, ok: strength === 'strong' };
}

/**
 * The live checklist of the password rules (fan-club.md §5), in Portuguese or English, ending
 * with the strength estimator's verdict (issue 12).
 */
export function PasswordChecklist({
  password,
  strength,
  language = 'pt-br',
}: {
  password: string;
  strength: PasswordStrength;
  language?: Language;
}) {
  const t = useFormsT(language);
  const items = [...passwordChecklist(password, language), strengthItem(strength, language, t)];
  return (
    <ul className="password-checklist" aria-live="polite">
      {items.map((item) => (
        <li
          key={item.id}
          className={`password-checklist__item password-checklist__item--${item.ok ? 'ok' : 'pending'}`}
          data-ok={item.ok}
        >
          <svg
            className="password-checklist__icon"
            viewBox="0 0 24 24"
            width="16"
            height="16"
            aria-hidden="true"
            focusable="false"
          >
            <path d={item.ok ? 'M5 12.5 10 17.5 19 7' : 'M7 7l10 10M17 7 7 17'} />
          </svg>
          <span>{item.label}</span>
          {/* The icon is decorative: screen readers hear the state in words. */}
          <span className="visually-hidden">{item.ok ? t('password.met') : ''}</span>
        </li>
      ))}
    </ul>
  );
}

/** An input that refuses paste and drop: the confirmation must be typed (fan-club.md §5). */
export function NoPasteInput({ onPaste, onDrop, ...props }: InputHTMLAttributes<HTMLInputElement>) {
  return (
    <input
      {...props}
      onPaste={(event: ClipboardEvent<HTMLInputElement>) => {
        event.preventDefault();
        onPaste?.(event);
      }}
      onDrop={(event: DragEvent<HTMLInputElement>) => {
        event.preventDefault();
        onDrop?.(event);
      }}
    />
  );
}

interface PasswordFieldProps<T extends FieldValues, O> extends TextBinding<T, O> {
  label: string;
  autoComplete: 'current-password' | 'new-password';
  /** A confirmation: typed, never pasted or dropped (fan-club.md §5). */
  noPaste?: boolean;
  /**
   * The rule it breaks, decided by the form: the sign-up's after the visitor left the field,
   * the account forms' as soon as something is typed.
   */
  error: string | undefined;
  /** Shown between the input and the error (the live checklist). */
  children?: ReactNode;
}

/** One required password field bound to a form's field, with the site's field markup. */
export function PasswordField<T extends FieldValues, O>(props: PasswordFieldProps<T, O>) {
  const { control, name, label, autoComplete, noPaste, error, children } = props;
  const { field } = useField({ control, name });
  const Input = noPaste ? NoPasteInput : 'input';
  return (
    <FieldFrame label={label} error={error}>
      {(aria) => (
        <>
          <Input
            {...aria}
            name={field.name}
            type="password"
            className="field__control"
            autoComplete={autoComplete}
            required
            value={asText(field.value)}
            onChange={(event) => field.onChange(event.target.value)}
            onBlur={field.onBlur}
          />
          {children}
        </>
      )}
    </FieldFrame>
  );
}
