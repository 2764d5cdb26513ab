import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** A link or cookie secret: 256 random bits, base64url (issue 5 asks for at least 128). */
export const randomSecret = () => randomBytes(32).toString('base64url');

/** How secrets are stored: SHA-256, hex. A leaked table gives nothing usable. */
export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** Short codes (6 digits) are keyed: without the server's key a leaked hash is not guessable. */
export const keyedHash = (key: string, value: string) =>
  createHmac('sha256', key).update(value).digest('hex');

/** Six digits from the CSPRNG, leading zeros kept. */
export const sixDigitCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

/** Compares two hex digests in constant time. */
export function sameDigest(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && x.length > 0 && timingSafeEqual(x, y);
}
