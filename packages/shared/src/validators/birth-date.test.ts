import { describe, expect, it } from 'vitest';
import { seededRandom } from '../testing/seeded-random.ts';
import {
  ageOn,
  checkBirthDate,
  dateBrToIso,
  isoToDateBr,
  maskDate,
  todayInSaoPaulo,
} from './birth-date.ts';

const today = { year: 2025, month: 6, day: 15 };
const INVALID = 'Data informada inválida, por favor coloque uma data válida';
const UNDER_14 = 'Usuário menor de 14 anos NÃO pode ser cadastrar na plataforma';

describe('birth date mask', () => {
  it.each([
    ['15061990', '15/06/1990'],
    ['1506', '15/06'],
    ['150', '15/0'],
    ['15/06/19901', '15/06/1990'],
    ['', ''],
  ])('masks %s as %s', (raw, masked) => expect(maskDate(raw)).toBe(masked));

  it('masks any typed digits without losing them (seeded)', () => {
    const random = seededRandom(7);
    for (let n = 0; n < 200; n += 1) {
      const typed = random.digits(random.int(0, 10));
      const masked = maskDate(typed);
      expect(masked.replace(/\D/g, '')).toBe(typed.slice(0, 8));
      expect(maskDate(masked)).toBe(masked);
    }
  });
});

describe('age and the §5 rules', () => {
  it('counts whole years, the birthday included', () => {
    expect(ageOn({ year: 2011, month: 6, day: 15 }, today)).toBe(14);
    expect(ageOn({ year: 2011, month: 6, day: 16 }, today)).toBe(13);
    expect(ageOn({ year: 2007, month: 6, day: 16 }, today)).toBe(17);
    expect(ageOn({ year: 2007, month: 6, day: 15 }, today)).toBe(18);
  });

  it('accepts adults without a guardian and 14-17 with one', () => {
    expect(checkBirthDate('15/06/1990', today)).toMatchObject({
      ok: true,
      age: 35,
      needsGuardian: false,
    });
    expect(checkBirthDate('15/06/2011', today)).toMatchObject({
      ok: true,
      age: 14,
      needsGuardian: true,
    });
    expect(checkBirthDate('16/06/2007', today)).toMatchObject({
      ok: true,
      age: 17,
      needsGuardian: true,
    });
    expect(checkBirthDate('15/06/2007', today)).toMatchObject({
      ok: true,
      age: 18,
      needsGuardian: false,
    });
  });

  it.each([
    ['32/01/1990', INVALID],
    ['10/13/1990', INVALID],
    ['00/01/1990', INVALID],
    ['31/02/1990', INVALID],
    ['1/1/1990', INVALID],
    ['1990-01-01', INVALID],
    ['16/06/2024', INVALID], // age 0
    ['01/01/2030', INVALID], // future
    ['14/06/1914', INVALID], // 111: over 110
    ['16/06/2011', UNDER_14],
    ['01/01/2020', UNDER_14],
  ])('refuses %s', (value, message) => {
    expect(checkBirthDate(value, today)).toEqual({ ok: false, message });
  });

  it('accepts exactly 110 years and 29 February of a leap year', () => {
    expect(checkBirthDate('15/06/1915', today)).toMatchObject({ ok: true, age: 110 });
    expect(checkBirthDate('29/02/2000', today)).toMatchObject({ ok: true, age: 25 });
    expect(checkBirthDate('29/02/2001', today).ok).toBe(false);
  });

  it('converts between dd/mm/yyyy and ISO', () => {
    expect(dateBrToIso('05/03/1990')).toBe('1990-03-05');
    expect(isoToDateBr('1990-03-05')).toBe('05/03/1990');
  });

  it('counts today in São Paulo, not UTC', () => {
    // 02:00 UTC on 1 January is still 31 December in São Paulo (UTC-3).
    expect(todayInSaoPaulo(new Date('2025-01-01T02:00:00Z'))).toEqual({
      year: 2024,
      month: 12,
      day: 31,
    });
  });
});
