import type { ImgHTMLAttributes } from 'react';
import { responsiveImage } from '@stockcar/shared/responsive-image';

type ResponsiveImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet'> & {
  /** The stored URL: a library image (`/media/imagens/<chave>/<w>.jpg`) or any other. */
  src: string;
  alt: string;
  width: number;
  height: number;
  /** How wide the image shows, for the browser to pick a width (`(min-width: 40rem) 50vw, 100vw`). */
  sizes?: string;
};

/**
 * A CMS image: a library image as <picture> with its WebP widths and a JPEG <img> with srcset;
 * any other URL (seed artwork) as a plain <img>. Lazy and async unless told otherwise.
 */
export function ResponsiveImage({
  src,
  alt,
  sizes,
  loading = 'lazy',
  decoding = 'async',
  ...img
}: ResponsiveImageProps) {
  const { src: jpeg, srcSet, sources = [] } = responsiveImage(src);
  return (
    <picture>
      {sources.map((s) => (
        <source key={s.type} type={s.type} srcSet={s.srcSet} sizes={sizes} />
      ))}
      <img
        {...img}
        src={jpeg}
        srcSet={srcSet}
        sizes={srcSet && sizes}
        alt={alt}
        loading={loading}
        decoding={decoding}
      />
    </picture>
  );
}
