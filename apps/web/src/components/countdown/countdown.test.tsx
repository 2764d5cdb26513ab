import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { COUNTDOWN_TICK_MS } from '@stockcar/shared/constants';
import { Countdown } from './countdown.tsx';

const labels = { days: 'Dias', hours: 'Horas', minutes: 'Min', seconds: 'Seg' };

describe('Countdown', () => {
  it('recalculates every tick', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2025-03-01T12:00:00Z'));
    render(<Countdown target="2025-03-01T12:00:10Z" label="Contagem" unitLabels={labels} />);
    const seconds = () => screen.getByRole('timer').querySelector('[data-unit="seconds"]');
    expect(seconds()).toHaveProperty('textContent', '10');
    act(() => vi.advanceTimersByTime(COUNTDOWN_TICK_MS));
    expect(seconds()).toHaveProperty('textContent', '09');
    act(() => vi.advanceTimersByTime(20 * COUNTDOWN_TICK_MS));
    expect(seconds()).toHaveProperty('textContent', '00');
  });
});
