import { describe, expect, it } from 'vitest';
import { cepField, emailField, maskCep, maskMobile, mobileField, requiredText } from './contact.ts';

describe('mobile mask and rule (public-site.md §5)', () => {
  it.each([
    ['11987654321', '(11) 98765-4321'],
    ['1133334444', '(11) 3333-4444'],
    ['(11) 9', '(11) 9'],
    ['11', '(11'],
    ['', ''],
    ['119876543210000', '(11) 98765-4321'],
  ])('masks %s as %s', (raw, masked) => {
    expect(maskMobile(raw)).toBe(masked);
  });

  it('accepts only the 15-character (11-digit) form', () => {
    expect(mobileField.safeParse('(11) 98765-4321').success).toBe(true);
    expect(mobileField.safeParse('(11) 3333-4444').success).toBe(false);
    expect(mobileField.safeParse('11987654321').success).toBe(false);
    expect(mobileField.safeParse('').success).toBe(false);
  });

  it('masks any digit string so that the rule and the mask agree', () => {
    for (let n = 0; n < 200; n += 1) {
      const digits = String(Math.floor(Math.random() * 1e11)).padStart(11, '1');
      expect(mobileField.safeParse(maskMobile(digits)).success).toBe(true);
    }
  });
});

describe('e-mail rule', () => {
  it('needs an at-sign with something on each side', () => {
    expect(emailField.safeParse('ana@empresa.com.br').success).toBe(true);
    expect(emailField.safeParse('ana.empresa.com').success).toBe(false);
    expect(emailField.safeParse('@empresa').success).toBe(false);
    expect(emailField.safeParse('ana @x.com').success).toBe(false);
  });
});

describe('text and CEP rules', () => {
  it('requires text and caps it', () => {
    expect(requiredText(300).safeParse('   ').success).toBe(false);
    expect(requiredText(300).safeParse('a'.repeat(300)).success).toBe(true);
    const long = requiredText(300).safeParse('a'.repeat(301));
    expect(long.success ? '' : long.error.issues[0]?.message).toBe('Máximo de 300 caracteres.');
  });

  it('masks and checks a CEP', () => {
    expect(maskCep('01310100')).toBe('01310-100');
    expect(cepField.safeParse('01310-100').success).toBe(true);
    expect(cepField.safeParse('01310100').success).toBe(false);
  });
});
