import { z } from 'zod';
import { MOBILE_MASKED_LENGTH, TEXT_FIELD_MAX } from '../constants.ts';
import { contactPtBr } from '../locales/contact/pt-br.ts';

/** A required, trimmed text up to `max` characters. */
export const requiredText = (max = 150) =>
  z
    .string({ error: contactPtBr.required })
    .trim()
    .min(1, { error: contactPtBr.required })
    .max(max, {
      error: max === TEXT_FIELD_MAX ? contactPtBr.tooLong : `Máximo de ${max} caracteres.`,
    });

/** The spec only demands an at-sign; we also refuse spaces and empty sides. */
export const emailField = requiredText(254).regex(/^[^\s@]+@[^\s@]+$/, {
  error: contactPtBr.email,
});

/** Masks a phone as the user types: (##) ####-#### or (##) #####-####. */
export function maskMobile(value: string): string {
  const d = value.replace(/\D/g, '').slice(0, 11);
  if (d.length <= 2) return d.length ? `(${d}` : '';
  const area = `(${d.slice(0, 2)}) `;
  const rest = d.slice(2);
  if (rest.length <= 4) return area + rest;
  const split = rest.length === 9 ? 5 : 4;
  return `${area}${rest.slice(0, split)}-${rest.slice(split)}`;
}

/** Valid only when the masked value has exactly 15 characters: the 11-digit mobile form. */
export const mobileField = requiredText(MOBILE_MASKED_LENGTH).refine(
  (v) => v.length === MOBILE_MASKED_LENGTH && /^\(\d{2}\) \d{5}-\d{4}$/.test(v),
  { error: contactPtBr.mobile },
);

export function maskCep(value: string): string {
  const d = value.replace(/\D/g, '').slice(0, 8);
  return d.length > 5 ? `${d.slice(0, 5)}-${d.slice(5)}` : d;
}

export const cepField = requiredText(9).regex(/^\d{5}-\d{3}$/, { error: contactPtBr.cep });
