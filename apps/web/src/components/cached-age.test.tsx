import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../lib/i18n.ts';
import { FETCHED_AT_HEADER, noteAnswer } from '../lib/cached-answers.ts';
import { CachedAge } from './cached-age.tsx';

const PATH = '/Etapa/proxima/categoria/1';
const NOW = Date.parse('2026-11-27T15:00:00Z');

/** An answer as the service worker gives it from its cache: stamped `minutesAgo` before now. */
const fromCache = (minutesAgo: number) =>
  new Response('{}', {
    headers: { [FETCHED_AT_HEADER]: new Date(NOW - minutesAgo * 60_000).toUTCString() },
  });

afterEach(() => {
  noteAnswer(PATH, new Response('{}'));
  vi.useRealTimers();
});

describe('CachedAge (trackside mode)', () => {
  it('says how old a cached answer is, and goes away when the network answers again', () => {
    vi.useFakeTimers({ now: NOW });
    render(<CachedAge path={PATH} />);
    expect(screen.queryByText(/atualizado/)).toBeNull();

    act(() => noteAnswer(PATH, fromCache(5)));
    expect(screen.getByText('atualizado há 5 min')).toBeTruthy();

    act(() => noteAnswer(PATH, fromCache(150)));
    expect(screen.getByText('atualizado há 3 h')).toBeTruthy();

    act(() => noteAnswer(PATH, new Response('{}')));
    expect(screen.queryByText(/atualizado/)).toBeNull();
  });

  it('an answer fetched seconds ago is a minute old; another path is not concerned', () => {
    vi.useFakeTimers({ now: NOW });
    noteAnswer(PATH, fromCache(0));
    render(
      <>
        <CachedAge path={PATH} />
        <CachedAge path="/Classificacao/categoria/1/pilotos" />
      </>,
    );
    expect(screen.getAllByText(/atualizado/).map((p) => p.textContent)).toEqual([
      'atualizado há 1 min',
    ]);
  });
});
