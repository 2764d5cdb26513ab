import argon2, { type HashOptions } from 'argon2';

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(hash: string, password: string): Promise<boolean>;
  /** Spends the time of a verification when there is no account, so timing reveals nothing. */
  verifyNothing(password: string): Promise<void>;
}

/**
 * argon2id (OWASP: 19 MiB, 2 passes, 1 lane). Tests lower the cost through config; the
 * defaults are the minimum. Hashes carry their own parameters, so raising the cost
 * later still verifies old hashes.
 */
export function createPasswordHasher(options: {
  memoryCost: number;
  timeCost: number;
}): PasswordHasher {
  const params: HashOptions = { type: argon2.argon2id, parallelism: 1, ...options };
  let dummy: Promise<string> | undefined;
  return {
    hash: (password) => argon2.hash(password, params),
    verify: async (hash, password) => {
      try {
        return await argon2.verify(hash, password);
      } catch {
        return false;
      }
    },
    async verifyNothing(password) {
      dummy ??= argon2.hash('no-account-here', params);
      await argon2.verify(await dummy, password).catch(() => false);
    },
  };
}
