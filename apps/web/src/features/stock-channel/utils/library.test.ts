import { describe, expect, it } from 'vitest';
import { chunk, embedUrlOf, videoCountText } from './library.ts';

describe('Stock Channel helpers (fan-club.md §2)', () => {
  it("says 'vídeo' for 1 and 'vídeos' above 1 (and for none)", () => {
    expect(videoCountText(0)).toBe('0 vídeos');
    expect(videoCountText(1)).toBe('1 vídeo');
    expect(videoCountText(2)).toBe('2 vídeos');
    expect(videoCountText(8)).toBe('8 vídeos');
  });

  it('groups the libraries 3 per slide', () => {
    expect(chunk([1, 2, 3, 4, 5, 6, 7], 3)).toEqual([[1, 2, 3], [4, 5, 6], [7]]);
    expect(chunk([], 3)).toEqual([]);
  });

  it('embeds the video of the v parameter, autoplaying and muted', () => {
    const url = new URL(embedUrlOf('https://www.youtube.com/watch?v=M7lc1UVf-VE&t=10') ?? '');
    expect(url.origin + url.pathname).toBe('https://www.youtube.com/embed/M7lc1UVf-VE');
    expect(url.searchParams.get('autoplay')).toBe('1');
    expect(url.searchParams.get('mute')).toBe('1');
    expect(embedUrlOf('https://www.youtube.com/watch')).toBeUndefined();
    expect(embedUrlOf('http://[bad')).toBeUndefined();
  });
});
