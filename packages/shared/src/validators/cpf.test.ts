import { describe, expect, it } from 'vitest';
import { seededRandom } from '../testing/seeded-random.ts';
import { completeCpf, cpfField, isValidCpf, maskCpf } from './cpf.ts';

describe('CPF mask', () => {
  it.each([
    ['52998224725', '529.982.247-25'],
    ['529982', '529.982'],
    ['5299822', '529.982.2'],
    ['529982247', '529.982.247'],
    ['5299822472', '529.982.247-2'],
    ['529.982.247-25999', '529.982.247-25'],
    ['abc', ''],
    ['', ''],
  ])('masks %s as %s', (raw, masked) => {
    expect(maskCpf(raw)).toBe(masked);
  });
});

describe('CPF checksum (fan-club.md §5)', () => {
  it('accepts valid numbers, masked or bare', () => {
    expect(isValidCpf('529.982.247-25')).toBe(true);
    expect(isValidCpf('52998224725')).toBe(true);
    expect(isValidCpf('111.444.777-35')).toBe(true);
  });

  it.each(['529.982.247-24', '529.982.247-15', '123.456.789-00', '5299822472', '', '529982247250'])(
    'refuses %s',
    (cpf) => expect(isValidCpf(cpf)).toBe(false),
  );

  it('refuses all-equal digits even though their checksum matches', () => {
    for (let d = 0; d <= 9; d += 1) expect(isValidCpf(String(d).repeat(11))).toBe(false);
  });

  it('gives the spec text as the field error', () => {
    const r = cpfField.safeParse('123.456.789-00');
    expect(r.success ? '' : r.error.issues[0]?.message).toBe('- Número de CPF inválido');
    expect(cpfField.safeParse('529.982.247-25').success).toBe(true);
    expect(cpfField.safeParse('529-982-247-25').success).toBe(false);
  });
});

describe('CPF properties (seeded)', () => {
  const random = seededRandom(20240504);

  it('completing any nine digits gives a valid CPF unless all digits are equal', () => {
    for (let n = 0; n < 500; n += 1) {
      const cpf = completeCpf(random.digits(9));
      expect(isValidCpf(cpf)).toBe(!/^(\d)\1{10}$/.test(cpf));
    }
  });

  it('any other verifier digit makes it invalid', () => {
    for (let n = 0; n < 300; n += 1) {
      const cpf = completeCpf(random.digits(9));
      if (/^(\d)\1{10}$/.test(cpf)) continue;
      const last = Number(cpf[10]);
      const wrong = `${cpf.slice(0, 10)}${(last + random.int(1, 9)) % 10}`;
      expect(isValidCpf(wrong)).toBe(false);
    }
  });

  it('the mask keeps the digits, is idempotent and is accepted by the field', () => {
    for (let n = 0; n < 300; n += 1) {
      const cpf = completeCpf(random.digits(9));
      const masked = maskCpf(cpf);
      expect(masked).toMatch(/^\d{3}\.\d{3}\.\d{3}-\d{2}$/);
      expect(masked.replace(/\D/g, '')).toBe(cpf);
      expect(maskCpf(masked)).toBe(masked);
      expect(cpfField.safeParse(masked).success).toBe(isValidCpf(cpf));
    }
  });

  it('masks any prefix typed so far without losing digits', () => {
    for (let n = 0; n < 200; n += 1) {
      const typed = random.digits(random.int(0, 14));
      expect(maskCpf(typed).replace(/\D/g, '')).toBe(typed.slice(0, 11));
    }
  });
});
