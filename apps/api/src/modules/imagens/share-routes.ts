import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import sharp from 'sharp';
import {
  SHARE_IMAGE_HEIGHT,
  SHARE_IMAGE_PREFIX,
  SHARE_IMAGE_WIDTH,
} from '../../lib/share-image.ts';
import { sendProblem } from '../../plugins/problem.ts';
import { t } from '../../i18n.ts';
import { MAX_INPUT_PIXELS } from './process.ts';

/** Source types a share image is made from (the seed's SVG artwork and the library's photos). */
const SOURCE_TYPES = /\.(svg|png|jpe?g|webp|avif|gif)$/i;
/** Behind the artwork that does not fill the frame: the site's dark background. */
const BACKGROUND = '#0b0b0e';
const JPEG_QUALITY = 85;
/** Sources about as wide as the frame fill it (cropped a little); others are shown whole. */
const COVER_RATIOS = { min: 1.5, max: 2.4 };

/** The frame at 1200×630 from an image of any size; SVG is drawn at the density that fills it. */
export async function renderShareImage(source: Buffer): Promise<Buffer> {
  const metadata = await sharp(source, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  const width = metadata.width || SHARE_IMAGE_WIDTH;
  const height = metadata.height || SHARE_IMAGE_HEIGHT;
  const scale = Math.max(SHARE_IMAGE_WIDTH / width, SHARE_IMAGE_HEIGHT / height);
  // A vector drawn at 72 dpi and then enlarged would be blurred; draw it at the final size.
  const density = metadata.format === 'svg' ? Math.min(72 * Math.max(scale, 1), 2400) : undefined;
  const ratio = width / height;
  const fit = ratio >= COVER_RATIOS.min && ratio <= COVER_RATIOS.max ? 'cover' : 'contain';
  return sharp(source, { limitInputPixels: MAX_INPUT_PIXELS, density, failOn: 'error' })
    .resize({ width: SHARE_IMAGE_WIDTH, height: SHARE_IMAGE_HEIGHT, fit, background: BACKGROUND })
    .flatten({ background: BACKGROUND })
    .jpeg({ quality: JPEG_QUALITY, mozjpeg: true })
    .toBuffer();
}

/** The media file a share address stands for, or undefined if it leaves the media folder. */
function sourceOf(mediaDir: string, rest: string): string | undefined {
  if (!rest.endsWith('.jpg')) return undefined;
  const relative = rest.slice(0, -'.jpg'.length);
  if (!SOURCE_TYPES.test(relative) || relative.includes('\0')) return undefined;
  const full = path.resolve(mediaDir, relative);
  return full.startsWith(path.resolve(mediaDir) + path.sep) ? full : undefined;
}

const modifiedAt = (file: string) =>
  stat(file).then(
    (s) => s.mtimeMs,
    () => undefined,
  );

/**
 * `GET /og/<media path>.jpg`: the media file as a 1200×630 JPEG for link previews. Made on the
 * first request and kept on disk beside the media (remade when the source is newer), so a
 * crawler's visit costs one render per image, not one per share.
 */
const shareImageRoutes: FastifyPluginAsync<{ mediaDir: string; cacheDir: string }> = async (
  app,
  { mediaDir, cacheDir },
) => {
  // One render per image at a time: a link shared in a group brings several crawlers at once.
  const rendering = new Map<string, Promise<Buffer>>();

  const cachedOrRendered = async (source: string, sourceTime: number): Promise<Buffer> => {
    const cached = path.join(cacheDir, `${path.relative(mediaDir, source)}.jpg`);
    const cachedTime = await modifiedAt(cached);
    if (cachedTime !== undefined && cachedTime >= sourceTime) return readFile(cached);
    const image = await renderShareImage(await readFile(source));
    await mkdir(path.dirname(cached), { recursive: true });
    // Written aside and renamed, so a reader never gets half a file.
    const partial = `${cached}.${process.pid}.tmp`;
    await writeFile(partial, image);
    await rename(partial, cached);
    return image;
  };

  app.get<{ Params: { '*': string } }>(
    `${SHARE_IMAGE_PREFIX}*`,
    {
      schema: { hide: true },
      preHandler: app.rateLimit({ max: 300, timeWindow: '1 minute' }),
    },
    async (request, reply) => {
      const source = sourceOf(mediaDir, request.params['*']);
      const sourceTime = source ? await modifiedAt(source) : undefined;
      if (!source || sourceTime === undefined) return sendProblem(reply, 404, t('errors:notFound'));
      let pending = rendering.get(source);
      if (!pending) {
        pending = cachedOrRendered(source, sourceTime).finally(() => rendering.delete(source));
        rendering.set(source, pending);
      }
      let image: Buffer;
      try {
        image = await pending;
      } catch (error) {
        // A file that is not an image (or a broken one) has no preview; the page still shares.
        request.log.warn({ err: error }, 'share image could not be rendered');
        return sendProblem(reply, 404, t('errors:notFound'));
      }
      return reply.header('cache-control', 'public, max-age=86400').type('image/jpeg').send(image);
    },
  );
};

export default shareImageRoutes;
