/**
 * Share previews (Open Graph, Twitter cards) want a raster image of 1200×630: renderers show no
 * SVG, and the seed's artwork is SVG. An image of our own media (`/media/...`) is previewed
 * through `/og/...`, which renders it once at that size (modules/imagens/share-routes.ts);
 * an address elsewhere is left as it is.
 */
export const SHARE_IMAGE_PREFIX = '/og/';
export const SHARE_IMAGE_WIDTH = 1200;
export const SHARE_IMAGE_HEIGHT = 630;
const MEDIA_PREFIX = '/media/';

export function shareImageUrl(src: string): string {
  if (!src.startsWith(MEDIA_PREFIX)) return src;
  return `${SHARE_IMAGE_PREFIX}${src.slice(MEDIA_PREFIX.length)}.jpg`;
}
