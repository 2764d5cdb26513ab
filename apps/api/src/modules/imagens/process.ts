import sharp, { type Metadata } from 'sharp';
import { IMAGEM_TIPOS } from '@stockcar/shared/schemas/admin/imagens';
import { widthsFor } from '@stockcar/shared/responsive-image';
import { HttpProblem } from '../../plugins/problem.ts';
import { t } from '../../i18n.ts';

/**
 * Largest image decoded, in pixels (width × height): a small file of a huge canvas (a
 * "decompression bomb") would otherwise take the server's memory. 100 MP is past any camera
 * the newsroom uses.
 */
export const MAX_INPUT_PIXELS = 100_000_000;

const JPEG_QUALITY = 82;
const WEBP_QUALITY = 80;
/** A transparent PNG, GIF or WebP gets this background in its JPEG. */
const JPEG_BACKGROUND = '#ffffff';

export interface EncodedImage {
  /** Size of the original after EXIF rotation. */
  largura: number;
  altura: number;
  /** Widths produced, ascending (responsive-image.ts `widthsFor`). */
  larguras: number[];
  /** Each width as WebP and JPEG, named `<width>.webp` and `<width>.jpg`. */
  files: { name: string; data: Buffer }[];
}

type Accepted = (typeof IMAGEM_TIPOS)[number];

/** What the decoder says the bytes are; AVIF reads as HEIF with AV1 compression. */
function acceptedType(metadata: Metadata): Accepted | undefined {
  const format =
    metadata.format === 'heif' && metadata.compression === 'av1' ? 'avif' : metadata.format;
  return (IMAGEM_TIPOS as readonly string[]).includes(format) ? (format as Accepted) : undefined;
}

const unsupported = () => new HttpProblem(415, t('imagens:tipo'));

/**
 * Re-encodes an upload into the library's responsive widths: rotated by its EXIF orientation,
 * metadata (EXIF, GPS, ICC) dropped, each width not wider than the original as WebP and JPEG.
 * Everything happens in memory, so a failure leaves nothing behind. Bytes sharp cannot read,
 * or an image of another type (SVG, TIFF, HEIC…), answer 415; a canvas past the pixel limit 413.
 */
export async function processImage(buffer: Buffer): Promise<EncodedImage> {
  const input = () =>
    sharp(buffer, { autoOrient: true, limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
  let metadata: Metadata;
  try {
    metadata = await sharp(buffer, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  } catch {
    throw unsupported();
  }
  if (!acceptedType(metadata)) throw unsupported();
  const { width, height } = metadata.autoOrient;
  if (width * height > MAX_INPUT_PIXELS) throw new HttpProblem(413, t('imagens:dimensoes'));

  const larguras = widthsFor(width);
  const files: EncodedImage['files'] = [];
  try {
    // One width at a time: each decodes the original (JPEG shrinks on load), and ten decodes
    // of a 40 MP photo at once would take gigabytes.
    for (const w of larguras) {
      const resized = input().resize({ width: w, withoutEnlargement: true });
      const [webp, jpeg] = await Promise.all([
        resized.clone().webp({ quality: WEBP_QUALITY }).toBuffer(),
        resized
          .clone()
          .flatten({ background: JPEG_BACKGROUND })
          .jpeg({ quality: JPEG_QUALITY, mozjpeg: true })
          .toBuffer(),
      ]);
      files.push({ name: `${w}.webp`, data: webp }, { name: `${w}.jpg`, data: jpeg });
    }
    return { largura: width, altura: height, larguras, files };
  } catch {
    // The header read well but the pixels do not (a truncated or corrupt file).
    throw unsupported();
  }
}
