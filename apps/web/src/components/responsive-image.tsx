import type { ImgHTMLAttributes } from 'react';
import { preload } from 'react-dom';
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
 * `fetchPriority="high"` (a page's largest paint) also preloads it from the document's head:
 * React's server rendering preloads a plain eager <img> by itself, never one in a <picture>.
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
  if (img.fetchPriority === 'high') {
    // The first source is the one a browser that supports its type picks.
    const best = sources[0];
    preload(jpeg, {
      as: 'image',
      fetchPriority: 'high',
      imageSrcSet: best?.srcSet ?? srcSet,
      imageSizes: sizes,
      type: best?.type,
    });
  }
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
