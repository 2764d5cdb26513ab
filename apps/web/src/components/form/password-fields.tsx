import type { ClipboardEvent, DragEvent, InputHTMLAttributes } from 'react';
import type { Language } from '@stockcar/shared/i18n';
import { passwordChecklist } from '@stockcar/shared/validators/password';
import './password-fields.css';

/** The live checklist of the password rules (fan-club.md §5), in Portuguese or English. */
export function PasswordChecklist({
  password,
  language = 'pt-br',
}: {
  password: string;
  language?: Language;
}) {
  return (
    <ul className="password-checklist" aria-live="polite">
      {passwordChecklist(password, language).map((item) => (
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
          <span className="password-checklist__state">
            {item.ok ? (language === 'en' ? ' (met)' : ' (atendido)') : ''}
          </span>
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
