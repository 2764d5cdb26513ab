/*
 * UTF-8 safe base64 for the `u` query of the club links (fan-club.md §2): the e-mail encoded
 * by the server (Node's Buffer, UTF-8) must decode here to the same text, accents included.
 */

export function encodeBase64(text: string): string {
  return bytesToBase64(new TextEncoder().encode(text));
}

export function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

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
