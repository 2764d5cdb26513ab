import { z } from 'zod';
import { COUNTRIES, type Country } from '../countries.ts';
import { maskMobile } from './contact.ts';
import { onlyDigits } from './cpf.ts';
import { clubePtBr } from '../locales/clube/pt-br.ts';

/** A Brazilian phone as masked on screen is at least this long: (##) ####-####. */
export const PHONE_MIN_LENGTH = 14;

export { maskMobile as maskPhoneBr };

export interface PhoneCheck {
  /** The number has a valid shape for its country. */
  valid: boolean;
  /** It can receive an SMS: a Brazilian 11-digit mobile or a foreign mobile. */
  mobile: boolean;
  country?: Country;
  /** +<calling code><number>, what the SMS gateway receives. */
  e164?: string;
}

const INVALID: PhoneCheck = { valid: false, mobile: false };

function checkBrazilian(value: string): PhoneCheck {
  if (value.length < PHONE_MIN_LENGTH || !/^\(\d{2}\) \d{4,5}-\d{4}$/.test(value)) return INVALID;
  const digits = onlyDigits(value);
  const br = COUNTRIES[0] as Country;
  return {
    valid: true,
    mobile: br.mobile?.test(digits) ?? false,
    country: br,
    e164: `+55${digits}`,
  };
}

function checkInternational(value: string): PhoneCheck {
  if (!/^\+\d{8,15}$/.test(value)) return INVALID;
  const digits = value.slice(1);
  // Longest calling code first: +598 (Uruguay) is not +59.
  const candidates = COUNTRIES.filter((x) => digits.startsWith(x.ddi)).sort(
    (a, b) => b.ddi.length - a.ddi.length,
  );
  for (const country of candidates) {
    const national = digits.slice(country.ddi.length);
    const [min, max] = country.digits;
    if (national.length < min || national.length > max) continue;
    // Brazilians type the masked national form; +55 is not accepted twice over.
    if (country.code === 'BR') return INVALID;
    return { valid: true, mobile: country.mobile?.test(national) ?? false, country, e164: value };
  }
  return INVALID;
}

/**
 * A phone of the club: Brazilian numbers masked (##) ####-#### or (##) #####-#### (fan-club.md
 * §5, minimum length 14); other countries in E.164 (+<calling code><number>) from the picker.
 */
export function checkPhone(value: string): PhoneCheck {
  const v = value.trim();
  return v.startsWith('+') ? checkInternational(v) : checkBrazilian(v);
}

export const isSmsCapable = (value: string) => checkPhone(value).mobile;

/** Any valid club phone (landlines included: only SMS needs a mobile). */
export const phoneField = z
  .string({ error: clubePtBr.celularInvalido })
  .trim()
  .refine((v) => checkPhone(v).valid, { error: clubePtBr.celularInvalido });

/** A phone that must receive an SMS: a Brazilian 11-digit mobile or a foreign mobile. */
export const mobilePhoneField = z
  .string({ error: clubePtBr.celularInvalido })
  .trim()
  .refine(isSmsCapable, { error: clubePtBr.celularInvalido });
