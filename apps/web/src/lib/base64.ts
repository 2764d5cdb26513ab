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
