import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config.ts';
import { createPasswordHasher } from './passwords.ts';

describe('password hashing (issue 5: argon2id, memory >= 19 MiB, 2 iterations)', () => {
  const hasher = createPasswordHasher(loadConfig({}).club.argon2);

  it('hashes with argon2id at the production cost by default', async () => {
    const hash = await hasher.hash('Piloto#2026');
    const [, algorithm, version, params] = hash.split('$');
    expect(algorithm).toBe('argon2id');
    expect(version).toBe('v=19');
    // The PHC string's parameters: m (memory in KiB), t (iterations), p (lanes).
    const cost = Object.fromEntries(
      (params ?? '').split(',').map((pair) => {
        const [key, value] = pair.split('=');
        return [key, Number(value)];
      }),
    );
    expect(cost.m).toBeGreaterThanOrEqual(19 * 1024);
    expect(cost.t).toBeGreaterThanOrEqual(2);
    expect(cost.p).toBe(1);
  });

  it('verifies the right password only, and a malformed hash as a refusal', async () => {
    const hash = await hasher.hash('Piloto#2026');
    expect(await hasher.verify(hash, 'Piloto#2026')).toBe(true);
    expect(await hasher.verify(hash, 'piloto#2026')).toBe(false);
    expect(await hasher.verify('not-a-hash', 'Piloto#2026')).toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hasher.hash('Piloto#2026')).not.toBe(await hasher.hash('Piloto#2026'));
  });
});
