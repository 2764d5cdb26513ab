import { useRef, type PointerEvent } from 'react';

/** A horizontal swipe shorter than this is a tap or a scroll, not a move. */
export const SWIPE_MIN_PX = 40;

/**
 * Where a swipe moves (public-site.md §2.5, the lightbox on mobile; every carousel):
 * leftwards to the next item, rightwards to the previous one; mostly vertical drags and short
 * ones do nothing.
 */
export function swipeStep(dx: number, dy: number): 1 | -1 | 0 {
  if (Math.abs(dx) < SWIPE_MIN_PX || Math.abs(dx) <= Math.abs(dy)) return 0;
  return dx < 0 ? 1 : -1;
}

/**
 * Pointer handlers that turn a horizontal swipe into a step (see swipeStep). The element needs
 * `touch-action: pan-y` so horizontal drags reach them while vertical ones still scroll.
 * `mouse: false` leaves mouse drags alone (a carousel's text stays selectable).
 */
export function useSwipe(onStep: (step: 1 | -1) => void, { mouse = true } = {}) {
  const swipeStart = useRef<{ x: number; y: number } | undefined>(undefined);
  return {
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      if (!mouse && event.pointerType === 'mouse') return;
      swipeStart.current = { x: event.clientX, y: event.clientY };
    },
    onPointerUp: (event: PointerEvent<HTMLElement>) => {
      const start = swipeStart.current;
      swipeStart.current = undefined;
      if (!start) return;
      const step = swipeStep(event.clientX - start.x, event.clientY - start.y);
      if (step !== 0) onStep(step);
    },
    onPointerCancel: () => {
      swipeStart.current = undefined;
    },
  };
}
