import { describe, expect, it } from 'vitest';
import { libraryImageUrl, responsiveImage, widthsFor } from './responsive-image.ts';

const CHAVE = '3f2a9c1e-7b4d-4e8a-9c2f-1a2b3c4d5e6f';
const folder = `/media/imagens/${CHAVE}`;

describe('widthsFor', () => {
  it('keeps the standard widths not wider than the original', () => {
    expect(widthsFor(4000)).toEqual([320, 640, 960, 1280, 1920]);
    expect(widthsFor(1280)).toEqual([320, 640, 960, 1280]);
    expect(widthsFor(1000)).toEqual([320, 640, 960]);
  });

  it('keeps the original width of an image narrower than all of them', () => {
    expect(widthsFor(200)).toEqual([200]);
  });
});

describe('responsiveImage', () => {
  it('lists every width of a library image as JPEG and WebP', () => {
    expect(responsiveImage(`${folder}/960.jpg`)).toEqual({
      src: `${folder}/960.jpg`,
      srcSet: `${folder}/320.jpg 320w, ${folder}/640.jpg 640w, ${folder}/960.jpg 960w`,
      sources: [
        {
          type: 'image/webp',
          srcSet: `${folder}/320.webp 320w, ${folder}/640.webp 640w, ${folder}/960.webp 960w`,
        },
      ],
    });
  });

  it('reads the URL the library stores for an image', () => {
    const url = libraryImageUrl(CHAVE, widthsFor(2400));
    expect(url).toBe(`${folder}/1920.jpg`);
    expect(responsiveImage(url).srcSet?.split(', ')).toHaveLength(5);
  });

  it('has a single width for an image narrower than the smallest', () => {
    const image = responsiveImage(`${folder}/200.jpg`);
    expect(image.srcSet).toBe(`${folder}/200.jpg 200w`);
    expect(image.sources?.[0]?.srcSet).toBe(`${folder}/200.webp 200w`);
  });

  it('keeps an absolute origin and answers the JPEG for a WebP URL', () => {
    const image = responsiveImage(`https://cdn.example.com${folder}/640.webp`);
    expect(image.src).toBe(`https://cdn.example.com${folder}/640.jpg`);
    expect(image.srcSet).toBe(
      `https://cdn.example.com${folder}/320.jpg 320w, https://cdn.example.com${folder}/640.jpg 640w`,
    );
  });

  it('leaves images outside the library as they are', () => {
    for (const url of [
      '/media/seed/noticia-1.svg',
      'https://example.com/photo.jpg',
      '/media/imagens/not-a-key/640.jpg',
      `${folder}/original.png`,
      `${folder}/0.jpg`,
      '',
    ]) {
      expect(responsiveImage(url)).toEqual({ src: url });
    }
  });
});
