import {
  FANPUSH_MAX_PILOTOS,
  FANPUSH_TOP,
  type PilotoVotacao,
} from '@stockcar/shared/schemas/fanpush';

/** Positions 7 to 24 rotate in groups of this size beside the live video (fan-club.md §2). */
export const CAROUSEL_GROUP = 6;

const percent = new Intl.NumberFormat('pt-BR', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** A vote share with two decimals, Brazilian style: 12.345 -> '12,35%' (fan-club.md §9). */
export function formatPercent(votos: number): string {
  return `${percent.format(Number.isFinite(votos) ? votos : 0)}%`;
}

/** The bar's width: the share itself, kept within 0-100 whatever the server sends. */
export const barWidth = (votos: number) =>
  `${Math.min(100, Math.max(0, Number.isFinite(votos) ? votos : 0))}%`;

/** The top 6 (shown large, they get the extra power) and positions 7 to 24. */
export function splitLeaderboard(pilotos: readonly PilotoVotacao[]) {
  const ranked = pilotos.slice(0, FANPUSH_MAX_PILOTOS);
  return { top: ranked.slice(0, FANPUSH_TOP), rest: ranked.slice(FANPUSH_TOP) };
}

/** Consecutive groups of `size` (the last may be shorter). */
export function groupsOf<T>(items: readonly T[], size = CAROUSEL_GROUP): T[][] {
  const groups: T[][] = [];
  for (let start = 0; start < items.length; start += size) {
    groups.push(items.slice(start, start + size));
  }
  return groups;
}

/** A SHA-256 as people compare it at a glance: its first 8 and last 8 hex digits. */
export function shortChecksum(checksum: string): string {
  return checksum.length > 20 ? `${checksum.slice(0, 8)}…${checksum.slice(-8)}` : checksum;
}
