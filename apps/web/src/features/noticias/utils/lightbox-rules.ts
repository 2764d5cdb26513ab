/** The photo an arrow key or a button moves to: the ends wrap round. */
export function stepIndex(index: number, step: 1 | -1, count: number): number {
  if (count <= 0) return 0;
  return (index + step + count) % count;
}

/** A horizontal swipe shorter than this is a tap or a scroll, not a move. */
export const SWIPE_MIN_PX = 40;

/**
 * Where a swipe moves (public-site.md §2.5, the lightbox on mobile): leftwards to the next photo,
 * rightwards to the previous one; mostly vertical drags and short ones do nothing.
 */
export function swipeStep(dx: number, dy: number): 1 | -1 | 0 {
  if (Math.abs(dx) < SWIPE_MIN_PX || Math.abs(dx) <= Math.abs(dy)) return 0;
  return dx < 0 ? 1 : -1;
}
