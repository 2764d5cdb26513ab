import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ResponsiveImage } from './responsive-image.tsx';

const folder = '/media/imagens/3f2a9c1e-7b4d-4e8a-9c2f-1a2b3c4d5e6f';

describe('ResponsiveImage', () => {
  it('offers a library image as WebP widths with a JPEG srcset fallback', () => {
    const { container } = render(
      <ResponsiveImage
        src={`${folder}/640.jpg`}
        alt="Largada em Interlagos"
        width={640}
        height={360}
        sizes="(min-width: 40rem) 50vw, 100vw"
        className="news-image"
      />,
    );
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
});
