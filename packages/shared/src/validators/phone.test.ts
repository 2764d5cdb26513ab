import { describe, expect, it } from 'vitest';
import { seededRandom } from '../testing/seeded-random.ts';
import { checkPhone, isSmsCapable, maskPhoneBr, mobilePhoneField, phoneField } from './phone.ts';

describe('phone with country (fan-club.md §5)', () => {
  it('accepts both Brazilian masks, minimum length 14', () => {
    expect(checkPhone('(11) 98765-4321')).toMatchObject({
      valid: true,
      mobile: true,
      e164: '+5511987654321',
    });
    expect(checkPhone('(11) 3333-4444')).toMatchObject({ valid: true, mobile: false });
    expect(phoneField.safeParse('(11) 3333-4444').success).toBe(true);
  });

  it.each([
    '(11) 333-4444',
    '11987654321',
    '(11)98765-4321',
    '(11) 98765-432',
    '',
    '+5511987654321',
  ])('refuses %s', (v) => {
    expect(checkPhone(v).valid).toBe(false);
    const r = phoneField.safeParse(v);
    expect(r.success ? '' : r.error.issues[0]?.message).toBe('Número de Celular inválido');
  });

  it('sends SMS only to Brazilian 11-digit mobiles and foreign mobiles', () => {
    expect(isSmsCapable('(11) 98765-4321')).toBe(true);
    expect(isSmsCapable('(11) 3333-4444')).toBe(false);
    expect(isSmsCapable('(11) 88765-4321')).toBe(false);
    expect(isSmsCapable('+5491123456789')).toBe(true); // Argentina, mobile 9 prefix
    expect(isSmsCapable('+541123456789')).toBe(false); // Argentina, landline
    expect(isSmsCapable('+34612345678')).toBe(true); // Spain
    expect(isSmsCapable('+34912345678')).toBe(false); // Spain, Madrid landline
    expect(isSmsCapable('+12025550123')).toBe(true); // United States
    expect(isSmsCapable('+59891234567')).toBe(true); // Uruguay (3-digit code)
    expect(isSmsCapable('+351912345678')).toBe(true); // Portugal
    expect(isSmsCapable('+999123456789')).toBe(false); // no such country
    expect(mobilePhoneField.safeParse('+34912345678').success).toBe(false);
  });

  it('knows the country of a foreign number', () => {
    expect(checkPhone('+5491123456789').country?.code).toBe('AR');
    expect(checkPhone('+59891234567').country?.code).toBe('UY');
    expect(checkPhone('+34612345678')).toMatchObject({ valid: true, e164: '+34612345678' });
  });

  it('masks and accepts any typed Brazilian number (seeded)', () => {
    const random = seededRandom(55);
    for (let n = 0; n < 300; n += 1) {
      const area = String(random.int(11, 99)).replace('0', '1');
      const mobile = random.next() < 0.5;
      const digits = `${area}${mobile ? `9${random.digits(8)}` : `${random.int(2, 5)}${random.digits(7)}`}`;
      const masked = maskPhoneBr(digits);
      expect(masked.length).toBe(mobile ? 15 : 14);
      expect(maskPhoneBr(masked)).toBe(masked);
      expect(checkPhone(masked)).toMatchObject({ valid: true, mobile, e164: `+55${digits}` });
    }
  });
});
