import type { Language } from '../i18n.ts';
import { onlyDigits } from './cpf.ts';

/**
 * Password strength on top of the §5 rules and the server's common-password list (issue 12):
 * zxcvbn-ts with its common, Brazilian Portuguese and English dictionaries. The same rule runs
 * in the browser (the live checklist) and on the server (every endpoint that sets a password).
 */

/** zxcvbn's 0-4 score a new password needs: 3 is "safely unguessable" (about 10^8 guesses). */
export const PASSWORD_MIN_SCORE = 3;

/**
 * zxcvbn's work grows faster than the password: 128 characters cost over a second of CPU on
 * the server. Only the first 32 are scored; a longer password is judged by those.
 */
export const PASSWORD_SCORED_LENGTH = 32;

/** Scores a password from 0 to 4; the user inputs are words the password must not lean on. */
export type PasswordScorer = (password: string, userInputs?: readonly string[]) => number;

let scorer: PasswordScorer | undefined;
let loading: Promise<PasswordScorer> | undefined;

/*
 * The dictionaries are megabytes, so they load by dynamic import: the web fetches them when a
 * password field mounts (never in a page's first download), the server once at start. Named
 * imports work in both: Vite takes each package's ES build, Node reads the CommonJS exports.
 */
async function buildScorer(): Promise<PasswordScorer> {
  const [core, common, ptBr, en] = await Promise.all([
    import('@zxcvbn-ts/core'),
    import('@zxcvbn-ts/language-common'),
    import('@zxcvbn-ts/language-pt-br'),
    import('@zxcvbn-ts/language-en'),
  ]);
  const factory = new core.ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...ptBr.dictionary, ...en.dictionary },
    graphs: common.adjacencyGraphs,
    translations: ptBr.translations,
    maxLength: PASSWORD_SCORED_LENGTH,
  });
  return (password, userInputs = []) => factory.check(password, [...userInputs]).score;
}

/** The scorer, loaded once; a failed load (a chunk lost offline) may be tried again. */
export function loadPasswordStrength(): Promise<PasswordScorer> {
  loading ??= buildScorer().then(
    (built) => (scorer = built),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** The scorer when it has loaded already, so a remounted field does not flash "checking". */
export function loadedPasswordStrength(): PasswordScorer | undefined {
  return scorer;
}

/** What is known of the password's owner: what an attacker who knows the member tries first. */
export interface PasswordOwner {
  nome?: string | null;
  sobrenome?: string | null;
  email?: string | null;
  cpf?: string | null;
  /** dd/mm/yyyy (as typed) or yyyy-mm-dd (as stored). */
  dataNascimento?: string | null;
}

/** The birth date as people type it into passwords: 15061990, 19900615, 1506, 1990. */
function birthDateInputs(value: string): string[] {
  const br = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value.trim());
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  const [day, month, year] = br ? [br[1], br[2], br[3]] : iso ? [iso[3], iso[2], iso[1]] : [];
  if (!day || !month || !year) return [];
  return [`${day}${month}${year}`, `${year}${month}${day}`, `${day}${month}`, year];
}

/** The owner's words zxcvbn should treat as known (it lower-cases them itself). */
export function passwordUserInputs(owner: PasswordOwner): string[] {
  const words = [owner.nome, owner.sobrenome]
    .flatMap((name) => (name ?? '').split(/\s+/))
    .filter((word) => word.length >= 3);
  const email = (owner.email ?? '').trim();
  const cpf = onlyDigits(owner.cpf ?? '');
  return [
    ...words,
    ...(email ? [email, email.split('@')[0] ?? ''] : []),
    ...(cpf ? [cpf] : []),
    ...birthDateInputs(owner.dataNascimento ?? ''),
  ].filter((input) => input !== '');
}

/** The password reaches the minimum score, the owner's own words counted against it. */
export function isStrongPassword(
  score: PasswordScorer,
  password: string,
  owner: PasswordOwner = {},
): boolean {
  return score(password, passwordUserInputs(owner)) >= PASSWORD_MIN_SCORE;
}

/** The live checklist's strength item (fan-club.md §5 checklist, issue 12). */
export const PASSWORD_STRENGTH_LABEL: Record<Language, string> = {
  'pt-br': 'Difícil de adivinhar (evite nomes, datas e sequências)',
  en: 'Hard to guess (avoid names, dates and sequences)',
};
