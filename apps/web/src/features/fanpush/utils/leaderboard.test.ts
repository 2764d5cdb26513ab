import { describe, expect, it } from 'vitest';
import { ranking } from '../testing/fixtures.ts';
import {
  barWidth,
  formatPercent,
  groupsOf,
  shortChecksum,
  splitLeaderboard,
} from './leaderboard.ts';

describe('leaderboard helpers (fan-club.md §9)', () => {
  it('formats shares with two decimals, Brazilian style', () => {
    expect(formatPercent(12.34)).toBe('12,34%');
    expect(formatPercent(12.345)).toBe('12,35%');
    expect(formatPercent(5)).toBe('5,00%');
    expect(formatPercent(0)).toBe('0,00%');
    expect(formatPercent(Number.NaN)).toBe('0,00%');
  });

  it('keeps the bars within 0-100%', () => {
    expect(barWidth(33.33)).toBe('33.33%');
    expect(barWidth(140)).toBe('100%');
    expect(barWidth(-1)).toBe('0%');
  });

  it('splits the top 6 from positions 7 to 24, never more than 24', () => {
    const { top, rest } = splitLeaderboard(ranking(30));
    expect(top.map((p) => p.posicao)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(rest.map((p) => p.posicao)).toEqual(Array.from({ length: 18 }, (_, i) => i + 7));
  });

  it('groups positions 7 to 24 by 6 for the carousel', () => {
    const { rest } = splitLeaderboard(ranking(24));
    expect(groupsOf(rest).map((g) => g.map((p) => p.posicao))).toEqual([
      [7, 8, 9, 10, 11, 12],
      [13, 14, 15, 16, 17, 18],
      [19, 20, 21, 22, 23, 24],
    ]);
    expect(groupsOf(splitLeaderboard(ranking(15)).rest).map((g) => g.length)).toEqual([6, 3]);
  });
});

describe('shortChecksum', () => {
  it('keeps the first and last 8 hex digits of a SHA-256', () => {
    expect(shortChecksum('a'.repeat(8) + 'b'.repeat(48) + 'c'.repeat(8))).toBe('aaaaaaaa…cccccccc');
    expect(shortChecksum('abc')).toBe('abc');
  });
});
