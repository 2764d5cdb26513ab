import { z } from 'zod';
import { clubePtBr } from '../locales/clube/pt-br.ts';

/** Only the digits of a value, up to `max`. */
export const onlyDigits = (value: string, max = Infinity) => value.replace(/\D/g, '').slice(0, max);

/** Masks a CPF as the user types: ###.###.###-## (fan-club.md §5). */
export function maskCpf(value: string): string {
  const d = onlyDigits(value, 11);
  const groups = [d.slice(0, 3), d.slice(3, 6), d.slice(6, 9)].filter(Boolean).join('.');
  return d.length > 9 ? `${groups}-${d.slice(9)}` : groups;
}

function checkDigit(digits: number[], weightStart: number): number {
  const sum = digits.reduce((acc, digit, i) => acc + digit * (weightStart - i), 0);
  const rest = (sum * 10) % 11;
  return rest === 10 ? 0 : rest;
}

/** Checksum of the two verifier digits; 11 equal digits are refused (fan-club.md §5). */
export function isValidCpf(value: string): boolean {
  const d = onlyDigits(value);
  if (d.length !== 11 || /^(\d)\1{10}$/.test(d)) return false;
  const n = [...d].map(Number);
  return checkDigit(n.slice(0, 9), 10) === n[9] && checkDigit(n.slice(0, 10), 11) === n[10];
}

/** A CPF from its first nine digits: appends the two verifier digits. */
export function completeCpf(nineDigits: string): string {
  const n = [...onlyDigits(nineDigits, 9)].map(Number);
  const first = checkDigit(n, 10);
  const second = checkDigit([...n, first], 11);
  return `${n.join('')}${first}${second}`;
}

/** A CPF as typed, masked or bare; valid by checksum. */
export const cpfField = z
  .string({ error: clubePtBr.cpfInvalido })
  .trim()
  .regex(/^\d{3}\.?\d{3}\.?\d{3}-?\d{2}$/, { error: clubePtBr.cpfInvalido })
  .refine(isValidCpf, { error: clubePtBr.cpfInvalido });
