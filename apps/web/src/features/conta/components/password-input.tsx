import { useId, type ReactNode } from 'react';
import { NoPasteInput } from '../../../components/form/password-fields.tsx';
import '../../../components/form/form.css';

interface PasswordInputProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  autoComplete: 'current-password' | 'new-password';
  /** A confirmation: typed, never pasted or dropped (fan-club.md §5). */
  noPaste?: boolean;
  /** The rule it breaks, shown under it. */
  error?: string | undefined;
  /** Shown between the input and the error (the live checklist). */
  children?: ReactNode;
}

/** One required password field with the site's field markup. */
export function PasswordInput(props: PasswordInputProps) {
  const { label, value, onChange, autoComplete, noPaste, error, children } = props;
  const id = useId();
  const errorId = `${id}-error`;
  const Input = noPaste ? NoPasteInput : 'input';
  return (
    <div className={error ? 'field field--invalid' : 'field'}>
      <label className="field__label" htmlFor={id}>
        {label}{' '}
        <span className="field__required" aria-hidden="true">
          *
        </span>
      </label>
      <Input
        id={id}
        className="field__control"
        type="password"
        required
        autoComplete={autoComplete}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {children}
      {error && (
        <p id={errorId} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}
