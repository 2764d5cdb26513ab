import { render } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { describe, expect, it } from 'vitest';
import { ResponsiveImage } from './responsive-image.tsx';

const folder = '/media/imagens/3f2a9c1e-7b4d-4e8a-9c2f-1a2b3c4d5e6f';

/** A 640-wide library image, half the width on wide screens, as the cards show them. */
function renderLibraryImage(props: Partial<ComponentProps<typeof ResponsiveImage>> = {}) {
  return render(
    <ResponsiveImage
      src={`${folder}/640.jpg`}
      alt=""
      width={640}
      height={360}
      sizes="(min-width: 40rem) 50vw, 100vw"
      {...props}
    />,
  );
}

describe('ResponsiveImage', () => {
  it('offers a library image as WebP widths with a JPEG srcset fallback', () => {
    const { container } = renderLibraryImage({
      alt: 'Largada em Interlagos',
      className: 'news-image',
    });
    const source = container.querySelector('picture > source');
    expect(source?.getAttribute('type')).toBe('image/webp');
    expect(source?.getAttribute('srcset')).toBe(`${folder}/320.webp 320w, ${folder}/640.webp 640w`);
    expect(source?.getAttribute('sizes')).toBe('(min-width: 40rem) 50vw, 100vw');
    const img = container.querySelector('picture > img');
    expect(img?.getAttribute('src')).toBe(`${folder}/640.jpg`);
    expect(img?.getAttribute('srcset')).toBe(`${folder}/320.jpg 320w, ${folder}/640.jpg 640w`);
    expect(img?.getAttribute('sizes')).toBe('(min-width: 40rem) 50vw, 100vw');
    expect(img?.getAttribute('alt')).toBe('Largada em Interlagos');
    expect(img?.getAttribute('width')).toBe('640');
    expect(img?.getAttribute('height')).toBe('360');
    expect(img?.getAttribute('loading')).toBe('lazy');
    expect(img?.getAttribute('decoding')).toBe('async');
    expect(img?.className).toBe('news-image');
  });

  it('shows an image outside the library as it is, with no srcset', () => {
    const { container } = render(
      <ResponsiveImage
        src="/media/seed/noticia-1.svg"
        alt=""
        width={1280}
        height={720}
        sizes="100vw"
        loading="eager"
      />,
    );
    expect(container.querySelector('source')).toBeNull();
    const img = container.querySelector('img');
    expect(img?.getAttribute('src')).toBe('/media/seed/noticia-1.svg');
    expect(img?.hasAttribute('srcset')).toBe(false);
    expect(img?.hasAttribute('sizes')).toBe(false);
    expect(img?.getAttribute('loading')).toBe('eager');
  });

  it('preloads the image it was asked to fetch first, as its WebP widths', () => {
    renderLibraryImage({ sizes: '100vw', loading: 'eager', fetchPriority: 'high' });
    // With a srcset, the preload names the widths only (the browser picks one, as for the <img>).
    const link = document.head.querySelector('link[rel="preload"][as="image"]');
    expect(link?.getAttribute('imagesrcset')).toBe(
      `${folder}/320.webp 320w, ${folder}/640.webp 640w`,
    );
    expect(link?.getAttribute('imagesizes')).toBe('100vw');
    expect(link?.getAttribute('type')).toBe('image/webp');
    expect(link?.getAttribute('fetchpriority')).toBe('high');
  });

  it('preloads nothing for an image of ordinary priority', () => {
    renderLibraryImage({ src: `${folder}/1280.jpg` });
    expect(
      document.head.querySelector(`link[rel="preload"][imagesrcset*="${folder}/1280.webp"]`),
    ).toBeNull();
  });
});
