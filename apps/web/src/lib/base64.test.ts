import { describe, expect, it } from 'vitest';
import { encodeBase64 } from './base64.ts';
import { decodeBase64 } from './club/base64-decode.ts';

describe('base64 of the club links', () => {
  it('round-trips e-mails, accents included', () => {
    for (const text of ['ana@stockclub.example.com', 'joão.ação@exemplo.com.br', '']) {
      expect(decodeBase64(encodeBase64(text))).toBe(text);
    }
  });

  it('reads what Node encodes, standard and url-safe', () => {
    const email = 'josé@exemplo.com';
    expect(decodeBase64(Buffer.from(email).toString('base64'))).toBe(email);
    expect(decodeBase64(Buffer.from(email).toString('base64url'))).toBe(email);
  });

  it('answers undefined for text that is not base64 of UTF-8', () => {
    expect(decodeBase64('%%%')).toBeUndefined();
    expect(decodeBase64(btoa(String.fromCharCode(0xff, 0xfe)))).toBeUndefined();
  });
});
