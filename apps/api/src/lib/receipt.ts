import { randomInt } from 'node:crypto';

/** Crockford's base32: no I, L, O or U, so a receipt read aloud or copied is not misread. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * A ballot's receipt (issue 11): 12 random characters in groups of four, e.g. 7KQ2-9MXD-4PHT
 * (60 bits: unguessable, and unique in practice; the column is unique all the same). The demo
 * seed passes its own generator, so its receipts are the same on every install.
 */
export function newReceipt(randomBelow: (n: number) => number = randomInt): string {
  const chars = Array.from({ length: 12 }, () => ALPHABET[randomBelow(ALPHABET.length)]);
  return [0, 4, 8].map((i) => chars.slice(i, i + 4).join('')).join('-');
}

export const RECEIPT_PATTERN =
  /^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/;
