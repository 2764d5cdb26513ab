import { z } from 'zod';
import type { Language } from '../i18n.ts';
import { clubePtBr } from '../locales/clube/pt-br.ts';

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

export type PasswordRule = 'min' | 'digit' | 'lower' | 'upper' | 'symbol' | 'max';

/** The live checklist of the sign-up and password forms (fan-club.md §5), in both languages. */
export const PASSWORD_RULES: readonly {
  id: PasswordRule;
  label: Record<Language, string>;
  test: (password: string) => boolean;
}[] = [
  {
    id: 'min',
    label: { 'pt-br': 'Mínimo de 8 caracteres', en: 'At least 8 characters' },
    test: (p) => p.length >= PASSWORD_MIN,
  },
  {
    id: 'digit',
    label: { 'pt-br': 'Pelo menos um número', en: 'At least one number' },
    test: (p) => /\d/.test(p),
  },
  {
    id: 'lower',
    label: { 'pt-br': 'Pelo menos uma letra minúscula', en: 'At least one lowercase letter' },
    test: (p) => /\p{Ll}/u.test(p),
  },
  {
    id: 'upper',
    label: { 'pt-br': 'Pelo menos uma letra maiúscula', en: 'At least one uppercase letter' },
    test: (p) => /\p{Lu}/u.test(p),
  },
  {
    id: 'symbol',
    label: {
      'pt-br': 'Pelo menos um caractere especial (ex.: ! @ # $ %)',
      en: 'At least one special character (e.g. ! @ # $ %)',
    },
    // The spec's "non-word character" (\W): anything but A-Z, a-z, 0-9 and '_'.
    test: (p) => /\W/.test(p),
  },
  {
    id: 'max',
    label: { 'pt-br': 'No máximo 128 caracteres', en: 'At most 128 characters' },
    test: (p) => p.length <= PASSWORD_MAX,
  },
];

/** Each checklist item and whether the password meets it, for the live checklist. */
export function passwordChecklist(password: string, language: Language = 'pt-br') {
  return PASSWORD_RULES.map((r) => ({ id: r.id, label: r.label[language], ok: r.test(password) }));
}

export function meetsPasswordRules(password: string): boolean {
  return PASSWORD_RULES.every((r) => r.test(password));
}

/**
 * A new password: the §5 rules and at most 128 characters. The common-password refusal is
 * the server's (the list stays there).
 */
export const newPasswordField = z
  .string({ error: clubePtBr.senhaRequisitos })
  .max(PASSWORD_MAX, { error: clubePtBr.senhaLonga })
  .refine(meetsPasswordRules, { error: clubePtBr.senhaRequisitos });

/** A password typed to log in or to prove it is you: anything up to the maximum. */
export const currentPasswordField = z
  .string({ error: clubePtBr.obrigatorio })
  .min(1, { error: clubePtBr.obrigatorio })
  .max(PASSWORD_MAX, { error: clubePtBr.senhaLonga });
