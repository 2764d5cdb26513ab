import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCountdown } from './use-countdown.ts';

describe('useCountdown (fan-club.md §9: a resend waits 120 s)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  /** One act per second: the next tick is scheduled by an effect, which runs when act ends. */
  function tick(seconds: number) {
    for (let second = 0; second < seconds; second += 1) {
      act(() => vi.advanceTimersByTime(1000));
    }
  }

  it('starts at zero with no timer when given no start value', () => {
    const { result } = renderHook(() => useCountdown());
    expect(result.current.secondsLeft).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('counts down from the start value a second at a time, then stops ticking', () => {
    const { result } = renderHook(() => useCountdown(2));
    expect(result.current.secondsLeft).toBe(2);
    tick(1);
    expect(result.current.secondsLeft).toBe(1);
    tick(1);
    expect(result.current.secondsLeft).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('restarts from the given seconds, also in the middle of a countdown', () => {
    const { result } = renderHook(() => useCountdown(5));
    tick(3);
    act(() => result.current.restart(120));
    expect(result.current.secondsLeft).toBe(120);
    tick(119);
    expect(result.current.secondsLeft).toBe(1);
    tick(1);
    expect(result.current.secondsLeft).toBe(0);
  });

  it('leaves no timer behind when unmounted', () => {
    const { result, unmount } = renderHook(() => useCountdown());
    act(() => result.current.restart(120));
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
