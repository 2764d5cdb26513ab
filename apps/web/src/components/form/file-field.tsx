import { useState } from 'react';
import { FieldFrame } from './field-frame.tsx';

interface FileFieldProps {
  label: string;
  hint: string;
  /** File types the picker offers (`.pdf,.doc,.docx`). */
  accept: string;
  /** The rule's message for the chosen file (or for none), shown once the visitor used the picker. */
  error: string | undefined;
  disabled?: boolean;
  onChange: (file: File | undefined) => void;
}

/** A required single-file picker; its rules are the caller's (type, size). */
export function FileField({ label, hint, accept, error, disabled, onChange }: FileFieldProps) {
  const [touched, setTouched] = useState(false);
  return (
    <FieldFrame label={label} hint={hint} error={touched ? error : undefined}>
      {(aria) => (
        <input
          {...aria}
          type="file"
          name="File"
          className="field__control field__control--file"
          accept={accept}
          required
          disabled={disabled}
          onBlur={() => setTouched(true)}
          onChange={(event) => {
            setTouched(true);
            onChange(event.target.files?.[0]);
          }}
        />
      )}
    </FieldFrame>
  );
}
