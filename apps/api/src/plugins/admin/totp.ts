import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';

/**
 * Staff two-factor sign-in (issue 10): RFC 6238 codes (SHA-1, 6 digits, 30 s), the form every
 * authenticator app reads. Secrets are kept encrypted (AES-256-GCM under STAFF_TOTP_KEY): a
 * copy of the database alone cannot mint codes.
 */

export const TOTP_ISSUER = 'Stock Car Console';

const keyOf = (secretKey: string) => createHash('sha256').update(secretKey).digest();

export function sealSecret(secretKey: string, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(secretKey), iv);
  const data = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), data].map((b) => b.toString('base64url')).join('.');
}

export function openSecret(secretKey: string, sealed: string): string {
  const [iv, tag, data] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
  if (!iv || !tag || !data) throw new Error('sealed TOTP secret: malformed');
  const decipher = createDecipheriv('aes-256-gcm', keyOf(secretKey), iv);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(data), decipher.final()]).toString('utf8');
}

export const newTotpSecret = () => generateSecret();

export const otpauthUrl = (email: string, secret: string) =>
  generateURI({ issuer: TOTP_ISSUER, label: email, secret });

/**
 * The time step of a valid code, else undefined. One step of clock drift either way is
 * accepted; a step at or before `lastStep` is refused, so a code is never used twice.
 */
export async function acceptedStep(
  secret: string,
  code: string,
  lastStep: number | null,
): Promise<number | undefined> {
  const result = await verify({
    secret,
    token: code,
    epochTolerance: 30,
    ...(lastStep === null ? {} : { afterTimeStep: lastStep }),
  });
  // otplib types the HOTP and TOTP results together; a TOTP result names its step.
  return result.valid && 'timeStep' in result ? result.timeStep : undefined;
}
