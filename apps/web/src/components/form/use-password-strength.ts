import { useEffect, useMemo, useState } from 'react';
import {
  isStrongPassword,
  loadPasswordStrength,
  loadedPasswordStrength,
  type PasswordOwner,
  type PasswordScorer,
} from '@stockcar/shared/validators/password-strength';

/**
 * `loading`: the estimator's dictionaries are on their way; `unavailable`: they could not be
 * fetched (offline), so the server's own check, the same rule, has the last word.
 */
export type PasswordStrength = 'loading' | 'weak' | 'strong' | 'unavailable';

/** A form waits for the verdict and refuses a weak password; an unavailable check lets it go. */
export const strengthBlocksSubmit = (strength: PasswordStrength) =>
  strength === 'loading' || strength === 'weak';

/**
 * The shared strength rule for a new password (issue 12). The dictionaries load when the first
 * password field mounts, never with the page: they are megabytes.
 */
export function usePasswordStrength(password: string, owner: PasswordOwner = {}): PasswordStrength {
  const [scorer, setScorer] = useState<PasswordScorer | 'loading' | 'failed'>(
    () => loadedPasswordStrength() ?? 'loading',
  );
  useEffect(() => {
    if (scorer !== 'loading') return;
    let mounted = true;
    loadPasswordStrength().then(
      (loaded) => mounted && setScorer(() => loaded),
      () => mounted && setScorer('failed'),
    );
    return () => {
      mounted = false;
    };
  }, [scorer]);
  const { nome, sobrenome, email, cpf, dataNascimento } = owner;
  return useMemo(() => {
    if (scorer === 'loading') return 'loading';
    if (scorer === 'failed') return 'unavailable';
    const known = { nome, sobrenome, email, cpf, dataNascimento };
    return isStrongPassword(scorer, password, known) ? 'strong' : 'weak';
  }, [scorer, password, nome, sobrenome, email, cpf, dataNascimento]);
}
