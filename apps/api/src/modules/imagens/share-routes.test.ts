import { mkdir, stat, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helper.ts';
import { SHARE_IMAGE_HEIGHT, SHARE_IMAGE_WIDTH, shareImageUrl } from '../../lib/share-image.ts';

// Issue 15: link previews show no SVG, and the seed's artwork is SVG; shared pages point their
// og:image at a 1200×630 raster made from our own media.
const ARTWORK = (fill: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300" viewBox="0 0 400 300"><rect width="400" height="300" fill="${fill}"/></svg>`;

let t: TestApp;
let media: string;

beforeAll(async () => {
  t = await createTestApp();
  media = path.join(t.dataDir, 'media');
  await mkdir(path.join(media, 'seed'), { recursive: true });
  await writeFile(path.join(media, 'seed', 'arte.svg'), ARTWORK('#e30613'));
  await writeFile(path.join(media, 'seed', 'leia-me.txt'), 'não é imagem');
  await writeFile(path.join(media, 'seed', 'quebrada.png'), Buffer.from('\x89PNG\r\n\x1a\nlixo'));
  await writeFile(
    path.join(media, 'seed', 'foto.png'),
    await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#1030a0' } })
      .png()
      .toBuffer(),
  );
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

/** The colour at the middle of the frame. */
async function centre(jpeg: Buffer) {
  const { data, info } = await sharp(jpeg).raw().toBuffer({ resolveWithObject: true });
  const at =
    (Math.floor(info.height / 2) * info.width + Math.floor(info.width / 2)) * info.channels;
  return [data[at], data[at + 1], data[at + 2]];
}

describe('share images', () => {
  it('maps our own media to a raster address and leaves other addresses alone', () => {
    expect(shareImageUrl('/media/seed/arte.svg')).toBe('/og/seed/arte.svg.jpg');
    expect(shareImageUrl('https://cdn.example/foto.jpg')).toBe('https://cdn.example/foto.jpg');
  });

  it('draws SVG artwork as a 1200×630 JPEG, kept for a day by caches', async () => {
    const res = await get(shareImageUrl('/media/seed/arte.svg'));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual([
      'jpeg',
      SHARE_IMAGE_WIDTH,
      SHARE_IMAGE_HEIGHT,
    ]);
    // The artwork is shown whole on the dark background (4:3 does not fill a 1.9:1 frame).
    const [r = 0, g = 255, b = 255] = await centre(res.rawPayload);
    expect(r).toBeGreaterThan(200);
    expect(g + b).toBeLessThan(60);
  });

  it('fills the frame with a photo about as wide as it', async () => {
    const res = await get('/og/seed/foto.png.jpg');
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([SHARE_IMAGE_WIDTH, SHARE_IMAGE_HEIGHT]);
    const { data, info } = await sharp(res.rawPayload).raw().toBuffer({ resolveWithObject: true });
    // The top-left corner is the photo's blue, not the background.
    expect(data[2]).toBeGreaterThan(120);
    expect(info.channels).toBe(3);
  });

  it('renders once and serves the kept file until the source changes', async () => {
    const source = path.join(media, 'seed', 'arte.svg');
    const kept = path.join(t.dataDir, 'share-images', 'seed', 'arte.svg.jpg');
    await get('/og/seed/arte.svg.jpg');
    const first = (await stat(kept)).mtimeMs;
    await get('/og/seed/arte.svg.jpg');
    expect((await stat(kept)).mtimeMs).toBe(first);

    await writeFile(source, ARTWORK('#00a000'));
    const later = new Date(first + 5_000);
    await utimes(source, later, later);
    const res = await get('/og/seed/arte.svg.jpg');
    const [r, g] = await centre(res.rawPayload);
    expect(g).toBeGreaterThan(120);
    expect(r).toBeLessThan(60);
  });

  it('answers 404 for what is not an image of our media, without leaving the folder', async () => {
    for (const url of [
      '/og/seed/nada.svg.jpg',
      '/og/seed/leia-me.txt.jpg',
      '/og/seed/quebrada.png.jpg',
      '/og/seed/arte.svg',
      '/og/../pg/arte.svg.jpg',
      '/og/%2e%2e/%2e%2e/etc/passwd.png.jpg',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toContain('application/problem+json');
    }
  });
});
