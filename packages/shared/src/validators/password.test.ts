import { describe, expect, it } from 'vitest';
import { meetsPasswordRules, newPasswordField, passwordChecklist } from './password.ts';

describe('password rules (fan-club.md §5)', () => {
  it.each(['Piloto#Veloz2024', 'aB3$efgh', 'Ab1!Ab1!', 'Çaça@2025Xx'])('accepts %s', (pw) => {
    expect(meetsPasswordRules(pw)).toBe(true);
    expect(newPasswordField.safeParse(pw).success).toBe(true);
  });

  it.each([
    ['aB3$efg', 'min'],
    ['aBc$efgh', 'digit'],
    ['AB3$EFGH', 'lower'],
    ['ab3$efgh', 'upper'],
    ['aB3defgh', 'symbol'],
    ['aB3_efgh', 'symbol'], // '_' is a word character
  ])('refuses %s (rule %s)', (pw, rule) => {
    expect(meetsPasswordRules(pw)).toBe(false);
    const failed = passwordChecklist(pw)
      .filter((i) => !i.ok)
      .map((i) => i.id);
    expect(failed).toEqual([rule]);
    const r = newPasswordField.safeParse(pw);
    expect(r.success ? '' : r.error.issues[0]?.message).toBe(
      ' - Senhas não atendem os requisitos obrigatórios',
    );
  });

  it('caps the length at 128', () => {
    const ok = `aB3$${'x'.repeat(124)}`;
    expect(newPasswordField.safeParse(ok).success).toBe(true);
    const r = newPasswordField.safeParse(`${ok}y`);
    expect(r.success ? '' : r.error.issues[0]?.message).toBe(
      'A senha deve ter no máximo 128 caracteres.',
    );
  });

  it('labels the checklist in Portuguese and in English', () => {
    const pt = passwordChecklist('abc');
    const en = passwordChecklist('abc', 'en');
    expect(pt.map((i) => i.id)).toEqual(['min', 'digit', 'lower', 'upper', 'symbol', 'max']);
    expect(pt.map((i) => i.ok)).toEqual([false, false, true, false, false, true]);
    expect(pt[0]?.label).toBe('Mínimo de 8 caracteres');
    expect(en[0]?.label).toBe('At least 8 characters');
    expect(new Set(en.map((i) => i.label)).size).toBe(6);
  });
});
