import { beforeAll, describe, expect, it } from 'vitest';
import {
  PASSWORD_SCORED_LENGTH,
  PASSWORD_MIN_SCORE,
  isStrongPassword,
  loadPasswordStrength,
  loadedPasswordStrength,
  passwordUserInputs,
  type PasswordScorer,
} from './password-strength.ts';

let score: PasswordScorer;

beforeAll(async () => {
  expect(loadedPasswordStrength()).toBeUndefined();
  score = await loadPasswordStrength();
});

const member = {
  nome: 'Gumercindo',
  sobrenome: 'Tavares Lima',
  email: 'gumercindo.tavares@exemplo.com',
  cpf: '529.982.247-25',
  dataNascimento: '15/06/1990',
};

describe('password strength (zxcvbn-ts, issue 12)', () => {
  it('loads once and keeps the scorer', async () => {
    expect(loadedPasswordStrength()).toBe(score);
    expect(await loadPasswordStrength()).toBe(score);
  });

  it.each(['Abc12345!', 'Ab1!Ab1!', 'aB3$efgh', 'Errada#123'])(
    'refuses %s, which meets every rule of the checklist',
    (pw) => {
      expect(score(pw)).toBeLessThan(PASSWORD_MIN_SCORE);
      expect(isStrongPassword(score, pw)).toBe(false);
    },
  );

  it('scores the finding: Abc12345! is 1, Piloto#Veloz2024 is 4', () => {
    expect(score('Abc12345!')).toBe(1);
    expect(score('Piloto#Veloz2024')).toBe(4);
  });

  it.each(['Piloto#Veloz2024', 'Zebra#Curva2077Kt', 'Outra$Volta77', 'xK9#trQz!m'])(
    'accepts %s',
    (pw) => expect(isStrongPassword(score, pw, member)).toBe(true),
  );

  it("counts the member's own name, e-mail and birth date against the password", () => {
    for (const pw of ['Gumercindo@1990', 'gumercindo.tavares@exemplo.com']) {
      expect(isStrongPassword(score, pw)).toBe(true);
      expect(isStrongPassword(score, pw, member)).toBe(false);
    }
    expect(isStrongPassword(score, 'Gumercindo@1990', { nome: 'Ana' })).toBe(true);
  });

  it('names the inputs as an attacker would try them, from typed or stored dates', () => {
    expect(passwordUserInputs(member)).toEqual([
      'Gumercindo',
      'Tavares',
      'Lima',
      'gumercindo.tavares@exemplo.com',
      'gumercindo.tavares',
      '52998224725',
      '15061990',
      '19900615',
      '1506',
      '1990',
    ]);
    expect(passwordUserInputs({ dataNascimento: '1990-06-15' })).toEqual([
      '15061990',
      '19900615',
      '1506',
      '1990',
    ]);
    expect(passwordUserInputs({ nome: 'Zé', cpf: null, email: '', dataNascimento: 'x' })).toEqual(
      [],
    );
  });

  it('scores only the first 32 characters, so a long password cannot tie up the server', () => {
    const strongTail = 'Xk9#mPq2!vL@Tr7$';
    expect(isStrongPassword(score, strongTail)).toBe(true);
    // Weak in its first 32 characters: the strong rest is never looked at.
    const weakHead = 'a'.repeat(PASSWORD_SCORED_LENGTH);
    expect(isStrongPassword(score, `${weakHead}${strongTail}`)).toBe(false);
    expect(isStrongPassword(score, `${strongTail}${'a'.repeat(100)}`)).toBe(true);
  });
});
