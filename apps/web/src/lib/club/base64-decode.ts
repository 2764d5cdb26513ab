/*
 * The reading side of lib/base64.ts, apart: only the club's lazy pages (login, sign-up
 * confirmation) read the `u` query, so the first load does without it.
 */

/** The decoded text, or undefined when the value is not base64 of valid UTF-8. */
export function decodeBase64(value: string): string | undefined {
  try {
    const binary = atob(value.replace(/-/g, '+').replace(/_/g, '/').replace(/\s/g, ''));
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return undefined;
  }
}
