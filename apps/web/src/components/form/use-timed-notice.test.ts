import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NOTICE_MS } from '@stockcar/shared/constants';
import { useTimedNotice } from './use-timed-notice.ts';

describe('useTimedNotice (public-site.md §9: notices last 10000 ms)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  /** Shows 'Falha' now and checks it stays NOTICE_MS from this call, not a millisecond more. */
  function expectShownForNoticeMs(result: { current: ReturnType<typeof useTimedNotice> }) {
    act(() => result.current.show('Falha'));
    act(() => vi.advanceTimersByTime(NOTICE_MS - 1));
    expect(result.current.message).toBe('Falha');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.message).toBeUndefined();
  }

  it('shows the text for NOTICE_MS from the call, then clears it', () => {
    const { result } = renderHook(() => useTimedNotice());
    expectShownForNoticeMs(result);
  });

  it('restarts the clock when the same text is shown again', () => {
    const { result } = renderHook(() => useTimedNotice());
    act(() => result.current.show('Falha'));
    act(() => vi.advanceTimersByTime(NOTICE_MS - 1_000));
    expectShownForNoticeMs(result);
  });

  it('hides at once and leaves no timer behind when unmounted', () => {
    const { result, unmount } = renderHook(() => useTimedNotice());
    act(() => result.current.show('Falha'));
    act(() => result.current.hide());
    expect(result.current.message).toBeUndefined();
    act(() => result.current.show('Outra'));
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
