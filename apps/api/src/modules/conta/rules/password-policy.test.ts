import { describe, expect, it } from 'vitest';
import {
  commonPasswords,
  foldPassword,
  isCommonPassword,
  newPasswordIssue,
} from './password-policy.ts';
import { clubePtBr } from '@stockcar/shared/locales/clube/pt-br';

describe('common-password list', () => {
  it('bundles at least 3,000 entries, Portuguese ones included', () => {
    const list = commonPasswords();
    expect(list.size).toBeGreaterThanOrEqual(3000);
    for (const word of [
      'senha',
      'brasil',
      'flamengo',
      'corinthians',
      'palmeiras',
      'stockcar',
      '123456',
      'maria',
    ]) {
      expect(list.has(word)).toBe(true);
    }
  });

  it.each(['Senha@123', 'Flamengo#2024', 'SÃO PAULO', '123456', 'Corinthians_1910', 'qwerty'])(
    'refuses %s',
    (pw) => expect(isCommonPassword(pw)).toBe(true),
  );

  it.each(['Piloto#Veloz2024', 'Outra$Volta77', 'xK9#trQz!m', 'Zé#1'])('accepts %s', (pw) => {
    expect(isCommonPassword(pw)).toBe(false);
  });

  it('folds case and accents', () => {
    expect(foldPassword('ÇãO Açaí')).toBe('cao acai');
  });
});

describe('new passwords: the list, then the strength estimator (issue 12)', () => {
  it('says why a password is refused, or nothing', async () => {
    expect(await newPasswordIssue('Senha@123', {})).toBe(clubePtBr.senhaComum);
    expect(await newPasswordIssue('Abc12345!', {})).toBe(clubePtBr.senhaFraca);
    expect(await newPasswordIssue('Gumercindo@1990', {})).toBeUndefined();
    expect(await newPasswordIssue('Gumercindo@1990', { nome: 'Gumercindo' })).toBe(
      clubePtBr.senhaFraca,
    );
    expect(await newPasswordIssue('Piloto#Veloz2024', { nome: 'Ana' })).toBeUndefined();
  });
});
