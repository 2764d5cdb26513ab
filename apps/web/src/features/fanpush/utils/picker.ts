import { FANPUSH_PICKS } from '@stockcar/shared/schemas/fanpush';
import { clubeT } from '../../../lib/club-i18n.ts';

/** fan-club.md §5: the picker's warning at a pick beyond the third. */
export const MAX_PICKS_WARNING = clubeT('fanpush.picker.maxPicks');

export interface PickResult {
  picked: number[];
  /** Set when the pick was refused. */
  warning?: string;
}

/**
 * A click on a driver card: picks it, or unpicks it when already picked. A fourth pick is
 * refused with the spec's warning; the vote needs exactly FANPUSH_PICKS distinct drivers.
 */
export function togglePick(picked: readonly number[], id: number): PickResult {
  if (picked.includes(id)) return { picked: picked.filter((other) => other !== id) };
  if (picked.length >= FANPUSH_PICKS) return { picked: [...picked], warning: MAX_PICKS_WARNING };
  return { picked: [...picked, id] };
}

/** Confirm is enabled only with exactly 3 picks (fan-club.md §4). */
export const canConfirm = (picked: readonly number[]) => picked.length === FANPUSH_PICKS;
