import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LIVE_SPINNER_MS, LIVE_SWITCH_DELAY_MS } from '@stockcar/shared/constants';
import type { Live } from '@stockcar/shared/schemas/ao-vivo';
import '../../../lib/i18n.ts';
import { LivePanel } from './live-panel.tsx';

const live = (overrides: Partial<Live>): Live => ({
  idLive: 1,
  categoria: 'SITE',
  nome: 'Corrida',
  link: 'https://www.youtube.com/watch?v=abc',
  online: true,
  linkVinculado: true,
  ...overrides,
});

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const video = () => document.querySelector('iframe');

beforeEach(() => {
  vi.useFakeTimers();
});

describe('LivePanel (public-site.md §4)', () => {
  it('shows a spinner for LIVE_SPINNER_MS, then plays the first live online and linked', () => {
    const lives = [
      live({ idLive: 1, nome: 'Fechada', online: false, link: 'https://youtu.be/watch?v=off' }),
      live({ idLive: 2, nome: 'Corrida 1', link: 'https://www.youtube.com/watch?v=race1' }),
    ];
    render(<LivePanel lives={lives} />);
    expect(screen.getByRole('status')).toBeTruthy();
    advance(LIVE_SPINNER_MS - 1);
    expect(video()).toBeNull();
    advance(1);
    expect(video()?.getAttribute('src')).toBe('https://www.youtube.com/embed/race1?autoplay=1');
  });

  it('switches the video LIVE_SWITCH_DELAY_MS after a click', () => {
    const lives = [
      live({ idLive: 1, nome: 'Corrida 1', link: 'https://www.youtube.com/watch?v=one' }),
      live({ idLive: 2, nome: 'Onboard', link: 'https://www.youtube.com/watch?v=two' }),
    ];
    render(<LivePanel lives={lives} />);
    advance(LIVE_SPINNER_MS);
    fireEvent.click(screen.getByRole('button', { name: /Onboard/ }));
    advance(LIVE_SWITCH_DELAY_MS - 1);
    expect(video()).toBeNull(); // switching: spinner in place of the old video
    advance(1);
    expect(video()?.getAttribute('src')).toContain('/embed/two');
    expect(screen.getByRole('button', { name: /Onboard/ }).getAttribute('aria-pressed')).toBe(
      'true',
    );
  });

  it('warns that nothing is on air when no live is online and linked', () => {
    render(<LivePanel lives={[live({ online: true, linkVinculado: false })]} />);
    advance(LIVE_SPINNER_MS);
    expect(video()).toBeNull();
    expect(screen.getByText(/Nenhuma transmissão ao vivo no momento/)).toBeTruthy();
  });
});
