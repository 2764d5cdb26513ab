import { clubeT } from '../../../lib/club-i18n.ts';

/** The server takes JPEG, PNG or WebP up to 5 MB and re-encodes it (spec-deviations). */
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;

export type PhotoResult = { ok: true; base64: string } | { ok: false; message: string };

/** fan-club §5: the photo goes as base64 with the `data:` prefix removed. */
export function stripDataPrefix(dataUrl: string): string {
  const comma = dataUrl.indexOf(',');
  return comma >= 0 ? dataUrl.slice(comma + 1) : dataUrl;
}

/** The member's photo as `img` shows it: the server answers JPEG base64 without a prefix. */
export const photoSrc = (foto: string) =>
  foto.startsWith('data:') ? foto : `data:image/jpeg;base64,${foto}`;

export function readPhoto(file: File): Promise<PhotoResult> {
  if (!(PHOTO_TYPES as readonly string[]).includes(file.type)) {
    return Promise.resolve({ ok: false, message: clubeT('fotoInvalida') });
  }
  if (file.size > PHOTO_MAX_BYTES) {
    return Promise.resolve({ ok: false, message: clubeT('fotoGrande') });
  }
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () =>
      resolve({
        ok: true,
        base64: stripDataPrefix(typeof reader.result === 'string' ? reader.result : ''),
      });
    reader.onerror = () => resolve({ ok: false, message: clubeT('fotoInvalida') });
    reader.readAsDataURL(file);
  });
}
