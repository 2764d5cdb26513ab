import { useId, useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { FORMS_NS } from '../../lib/club-i18n.ts';
import { useTranslation } from '../../lib/i18n.ts';
import './code-boxes.css';

interface CodeBoxesProps {
  length: number;
  value: string;
  onChange: (value: string) => void;
  label: string;
  disabled?: boolean;
  error?: string;
  autoFocus?: boolean;
}

const digitsOf = (text: string) => text.replace(/\D/g, '');

/**
 * A code typed in N one-digit boxes (the SMS codes of fan-club.md §4): typing moves to the next
 * box, Backspace on an empty box goes back, and pasting the whole code fills every box.
 */
export function CodeBoxes(props: CodeBoxesProps) {
  const { length, value, onChange, label, disabled, error, autoFocus } = props;
  const { t } = useTranslation(FORMS_NS);
  const labelId = useId();
  const errorId = useId();
  const inputs = useRef<(HTMLInputElement | null)[]>([]);
  const chars = Array.from({ length }, (_, i) => value[i] ?? '');

  const focus = (index: number) => {
    const target = inputs.current[Math.max(0, Math.min(index, length - 1))];
    target?.focus();
    target?.select();
  };

  // Writes `digits` from box `index` on; the value stays a run of digits without holes.
  const write = (index: number, digits: string) => {
    const next = [...chars];
    [...digits].forEach((digit, i) => {
      if (index + i < length) next[index + i] = digit;
    });
    onChange(next.join('').slice(0, length));
    focus(index + digits.length);
  };

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && chars[index] === '' && index > 0) {
      event.preventDefault();
      onChange(chars.slice(0, index - 1).join(''));
      focus(index - 1);
    } else if (event.key === 'ArrowLeft') focus(index - 1);
    else if (event.key === 'ArrowRight') focus(index + 1);
  };

  const onPaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const digits = digitsOf(event.clipboardData.getData('text'));
    // A whole code fills from the first box, wherever it was pasted.
    if (digits.length >= length) write(0, digits.slice(0, length));
    else if (digits) write(index, digits);
  };

  return (
    <div className="code-boxes">
      <p id={labelId} className="code-boxes__label">
        {label}
      </p>
      <div
        role="group"
        aria-labelledby={labelId}
        aria-describedby={error ? errorId : undefined}
        className="code-boxes__row"
      >
        {chars.map((char, index) => (
          <input
            // The boxes never reorder: the position is the identity.
            key={index}
            ref={(element) => {
              inputs.current[index] = element;
            }}
            className="code-boxes__box"
            value={char}
            inputMode="numeric"
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            maxLength={length}
            aria-label={t('code.digit', { n: index + 1, length })}
            aria-invalid={error ? true : undefined}
            disabled={disabled}
            // The code is the screen's one task: the first box takes the focus.
            // eslint-disable-next-line jsx-a11y/no-autofocus -- the step exists only to type it
            autoFocus={autoFocus && index === 0}
            onFocus={(event) => event.target.select()}
            onKeyDown={(event) => onKeyDown(index, event)}
            onPaste={(event) => onPaste(index, event)}
            onChange={(event) => {
              const digits = digitsOf(event.target.value);
              if (digits === '') {
                onChange(
                  chars
                    .map((c, i) => (i === index ? '' : c))
                    .join('')
                    .slice(0, index),
                );
                return;
              }
              // Typing over a filled box: the new digit is the last one typed.
              write(index, digits.length > 1 && chars[index] ? digits.slice(-1) : digits);
            }}
          />
        ))}
      </div>
      {error && (
        <p id={errorId} className="code-boxes__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
