import { describe, expect, it } from 'vitest';
import { PHOTO_MAX_BYTES, photoSrc, readPhoto, stripDataPrefix } from './photo.ts';
import { clubePtBr } from '@stockcar/shared/locales/clube/pt-br';

describe('profile photo (fan-club.md §5)', () => {
  it('sends base64 without the data: prefix', () => {
    expect(stripDataPrefix('data:image/png;base64,iVBORw0KGgo=')).toBe('iVBORw0KGgo=');
    expect(stripDataPrefix('iVBORw0KGgo=')).toBe('iVBORw0KGgo=');
  });

  it('shows the stored photo (JPEG base64) as an image', () => {
    expect(photoSrc('abc')).toBe('data:image/jpeg;base64,abc');
  });

  it('reads a PNG to bare base64', async () => {
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' });
    await expect(readPhoto(file)).resolves.toEqual({ ok: true, base64: 'iVBORw==' });
  });

  it('refuses other types and photos over 5 MB with the texts the server uses', async () => {
    const gif = new File(['GIF89a'], 'me.gif', { type: 'image/gif' });
    await expect(readPhoto(gif)).resolves.toEqual({ ok: false, message: clubePtBr.fotoInvalida });
    const big = new File([new Uint8Array(PHOTO_MAX_BYTES + 1)], 'me.jpg', { type: 'image/jpeg' });
    await expect(readPhoto(big)).resolves.toEqual({ ok: false, message: clubePtBr.fotoGrande });
  });
});
