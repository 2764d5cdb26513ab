import type { ClipboardEvent, DragEvent, InputHTMLAttributes } from 'react';
import type { Language } from '@stockcar/shared/i18n';
import { passwordChecklist } from '@stockcar/shared/validators/password';
import { PASSWORD_STRENGTH_LABEL } from '@stockcar/shared/validators/password-strength';
import type { PasswordStrength } from './use-password-strength.ts';
import './password-fields.css';

const STRENGTH_STATES: Record<Language, Record<'loading' | 'unavailable', string>> = {
  'pt-br': {
    loading: 'Verificando se a senha é difícil de adivinhar…',
    unavailable: 'Não foi possível verificar a força da senha agora: ela será verificada ao enviar',
  },
  en: {
    loading: 'Checking whether the password is hard to guess…',
    unavailable: 'The password strength cannot be checked now: it will be checked on submit',
  },
};

function strengthItem(strength: PasswordStrength, language: Language) {
  const label =
    strength === 'loading' || strength === 'unavailable'
      ? STRENGTH_STATES[language][strength]
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
  const items = [...passwordChecklist(password, language), strengthItem(strength, language)];
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
          <span className="visually-hidden">
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
