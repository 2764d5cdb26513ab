import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  isStrongPassword,
  loadPasswordStrength,
  type PasswordOwner,
} from '@stockcar/shared/validators/password-strength';
import { t } from '../../../i18n.ts';
import { CODE_DIR } from '../../../code-dir.ts';

/** Lower-case without accents: 'Açaí' and 'acai' are the same password here. */
export function foldPassword(value: string): string {
  return value.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

const LIST_FILE = path.join(CODE_DIR, 'data/common-passwords.txt');

let list: Set<string> | undefined;

/** The bundled list (scripts/build-common-passwords.ts), read once. */
export function commonPasswords(): Set<string> {
  list ??= new Set(
    readFileSync(LIST_FILE, 'utf8')
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== '' && !line.startsWith('#')),
  );
  return list;
}

/** Shortest letters-only core that is refused when it is on the list ('Senha@123' → 'senha'). */
const MIN_CORE_LENGTH = 4;

/**
 * A password is too common when its folded form is on the list, or when its letters alone are
 * (at least 4 of them): 'Flamengo#2024' is 'flamengo' with decorations.
 */
export function isCommonPassword(password: string): boolean {
  const folded = foldPassword(password);
  const words = commonPasswords();
  if (words.has(folded)) return true;
  const core = folded.replace(/[^a-z]/g, '');
  return core.length >= MIN_CORE_LENGTH && words.has(core);
}

/** Reads the list and loads the strength estimator's dictionaries: once, at server start. */
export async function loadPasswordPolicy(): Promise<void> {
  commonPasswords();
  await loadPasswordStrength();
}

/**
 * Why a new password is refused, or undefined: on the common list, or easy to guess (zxcvbn
 * below the minimum score, the member's name, e-mail, CPF and birth date counted against it).
 * The shared estimator is the web checklist's, so the form and the server agree (issue 12).
 */
export async function newPasswordIssue(
  password: string,
  owner: PasswordOwner,
): Promise<string | undefined> {
  if (isCommonPassword(password)) return t('clube:senhaComum');
  const score = await loadPasswordStrength();
  return isStrongPassword(score, password, owner) ? undefined : t('clube:senhaFraca');
}
