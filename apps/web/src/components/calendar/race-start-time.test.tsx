import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../testing/render.tsx';
import { RaceStartTime } from './race-start-time.tsx';

/** The browser's zone, as a visitor there has it. */
function visitorIn(timeZone: string) {
  const resolved = Intl.DateTimeFormat.prototype.resolvedOptions;
  vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (
    this: Intl.DateTimeFormat,
  ) {
    return { ...resolved.call(this), timeZone };
  });
}

const START = '2030-04-14T18:00:00.000Z'; // 15h00 in Brasília

describe('RaceStartTime (issue 15: Brasília time, and the visitor’s where it differs)', () => {
  it('adds the visitor’s time for a visitor in another time zone', () => {
    visitorIn('Europe/Lisbon');
    renderWithProviders(<RaceStartTime iso={START} />);
    const time = screen.getByText('Largada: 15h00 em Brasília · 19h00 no seu horário');
    expect(time.tagName).toBe('TIME');
    expect(time.getAttribute('datetime')).toBe(START);
  });

  it('names the visitor’s day where it is another one', () => {
    visitorIn('Asia/Tokyo');
    renderWithProviders(<RaceStartTime iso={START} />);
    expect(
      screen.getByText('Largada: 15h00 em Brasília · 03h00 de 15/04 no seu horário'),
    ).toBeTruthy();
  });

  it('shows Brasília’s time alone to a visitor in Brasília', () => {
    visitorIn('America/Sao_Paulo');
    renderWithProviders(<RaceStartTime iso={START} />);
    expect(screen.getByText('Largada: 15h00 em Brasília')).toBeTruthy();
  });
});
