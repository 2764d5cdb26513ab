/**
 * Responsive widths of the image library (issue 10): an upload is re-encoded into each of
 * these not wider than the original (the original's width alone when it is narrower than all),
 * as WebP and JPEG, at `/media/imagens/<chave>/<largura>.webp|jpg`.
 */
export const IMAGE_WIDTHS = [320, 640, 960, 1280, 1920] as const;

/** The widths produced for an original `width` pixels wide, ascending. */
export function widthsFor(width: number): number[] {
  const fitting = IMAGE_WIDTHS.filter((w) => w <= width);
  return fitting.length > 0 ? fitting : [width];
}

export interface ResponsiveImage {
  /** The JPEG to show where nothing else applies (the widest one). */
  src: string;
  /** The JPEG widths, `url 320w, …`; absent for an image outside the library. */
  srcSet?: string;
  /** WebP first, for <picture>; absent for an image outside the library. */
  sources?: { type: 'image/webp'; srcSet: string }[];
}

const LIBRARY_URL =
  /^(.*\/media\/imagens\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\/)([1-9]\d{0,4})\.(?:jpg|webp)$/i;

/**
 * The `src`, `srcSet` and WebP source of a stored image URL. A library URL names its widest
 * width (`/media/imagens/<chave>/1280.jpg`), which tells every narrower one; any other URL
 * (seed artwork, an external address) comes back as `{ src }` and still shows.
 */
export function responsiveImage(url: string): ResponsiveImage {
  const match = LIBRARY_URL.exec(url);
  if (!match) return { src: url };
  const [, folder, widest] = match as unknown as [string, string, string];
  const width = Number(widest);
  const widths = [...IMAGE_WIDTHS.filter((w) => w < width), width];
  const set = (ext: string) => widths.map((w) => `${folder}${w}.${ext} ${w}w`).join(', ');
  return {
    src: `${folder}${width}.jpg`,
    srcSet: set('jpg'),
    sources: [{ type: 'image/webp', srcSet: set('webp') }],
  };
}

/** The library URL of an image's widest JPEG: what pages and records store. */
export function libraryImageUrl(chave: string, widths: readonly number[]): string {
  return `/media/imagens/${chave}/${Math.max(...widths)}.jpg`;
}
