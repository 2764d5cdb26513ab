import { describe, expect, it } from 'vitest';
import type { Live } from '@stockcar/shared/schemas/ao-vivo';
import { firstPlayable, shouldAutoOpen } from './live-rules.ts';
import { youtubeEmbedUrl } from './youtube.ts';

const live = (overrides: Partial<Live>): Live => ({
  idLive: 1,
  categoria: 'SITE',
  nome: 'Corrida 1',
  link: 'https://www.youtube.com/watch?v=abc123',
  online: false,
  linkVinculado: true,
  ...overrides,
});

describe('shouldAutoOpen (public-site.md §2.4)', () => {
  const online = [live({ online: true })];
  const offline = [live({ online: false })];

  it('opens for an anonymous visitor when a live is online', () => {
    expect(shouldAutoOpen(online, { loggedIn: false, cadastroCompleto: false })).toBe(true);
  });

  it('opens for a member only with a complete registration', () => {
    expect(shouldAutoOpen(online, { loggedIn: true, cadastroCompleto: true })).toBe(true);
    expect(shouldAutoOpen(online, { loggedIn: true, cadastroCompleto: false })).toBe(false);
  });

  it('stays closed when nothing is online', () => {
    expect(shouldAutoOpen(offline, { loggedIn: false, cadastroCompleto: false })).toBe(false);
  });
});

describe('firstPlayable', () => {
  it('needs a live both online and linked', () => {
    const lives = [
      live({ idLive: 1, online: true, linkVinculado: false }),
      live({ idLive: 2, online: false }),
      live({ idLive: 3, online: true }),
    ];
    expect(firstPlayable(lives)?.idLive).toBe(3);
    expect(firstPlayable(lives.slice(0, 2))).toBeUndefined();
  });
});

describe('youtubeEmbedUrl', () => {
  it("builds the embed from the link's v parameter", () => {
    expect(youtubeEmbedUrl('https://www.youtube.com/watch?v=XyZ_9&t=10')).toBe(
      'https://www.youtube.com/embed/XyZ_9?autoplay=1',
    );
    expect(youtubeEmbedUrl('https://www.youtube.com/live/no-param')).toBeUndefined();
  });
});
