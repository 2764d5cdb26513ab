import sharp from 'sharp';
import { t } from '../../../i18n.ts';

export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
/** Profile photos are shown small; larger ones are scaled down. */
const PHOTO_MAX_SIDE = 800;

export type PhotoResult =
  { ok: true; base64: string } | { ok: false; status: 400 | 413; detail: string };

type Kind = 'jpeg' | 'png' | 'webp';

/** The image type by its first bytes, never by a name or a declared type. */
export function sniffImage(data: Buffer): Kind | undefined {
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'jpeg';
  if (data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return 'png';
  }
  if (
    data.subarray(0, 4).toString('latin1') === 'RIFF' &&
    data.subarray(8, 12).toString('latin1') === 'WEBP'
  ) {
    return 'webp';
  }
  return undefined;
}

/**
 * A photo as the profile stores it: JPEG, PNG or WebP up to 5 MB, checked by content, then
 * re-encoded as a JPEG of at most 800 px. Re-encoding drops every metadata block (EXIF, GPS,
 * XMP): sharp keeps none unless asked (https://sharp.pixelplumbing.com/api-output#keepmetadata).
 */
export async function reencodePhoto(input: string): Promise<PhotoResult> {
  const base64 = input.replace(/^data:[^,]*,/, '').replace(/\s/g, '');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(base64))
    return { ok: false, status: 400, detail: t('clube:fotoInvalida') };
  const data = Buffer.from(base64, 'base64');
  if (data.length > PHOTO_MAX_BYTES)
    return { ok: false, status: 413, detail: t('clube:fotoGrande') };
  if (!sniffImage(data)) return { ok: false, status: 400, detail: t('clube:fotoInvalida') };
  try {
    const out = await sharp(data, { limitInputPixels: 50_000_000 })
      .rotate()
      .resize(PHOTO_MAX_SIDE, PHOTO_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 85, mozjpeg: true })
      .toBuffer();
    return { ok: true, base64: out.toString('base64') };
  } catch {
    return { ok: false, status: 400, detail: t('clube:fotoInvalida') };
  }
}
