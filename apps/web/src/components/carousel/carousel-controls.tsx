import type { KeyboardEvent } from 'react';

export interface CarouselControlsProps {
  /** The pause button's two names; none: no button. */
  pause?: { pause: string; resume: string };
  /** The previous/next buttons' names; none: no arrows. */
  arrows?: { previous: string; next: string };
  paused: boolean;
  onPause: () => void;
  onStep: (step: 1 | -1) => void;
  onKeyDown: (event: KeyboardEvent) => void;
}

/** Pause first, then previous and next (APG order), each also taking the arrow keys. */
export function CarouselControls({
  pause,
  arrows,
  paused,
  onPause,
  onStep,
  onKeyDown,
}: CarouselControlsProps) {
  return (
    <div className="carousel__controls">
      {pause && (
        <button type="button" className="carousel__toggle" onKeyDown={onKeyDown} onClick={onPause}>
          {paused ? pause.resume : pause.pause}
        </button>
      )}
      {arrows && (
        <>
          <button
            type="button"
            className="carousel__arrow carousel__arrow--prev"
            aria-label={arrows.previous}
            onKeyDown={onKeyDown}
            onClick={() => onStep(-1)}
          >
            ‹
          </button>
          <button
            type="button"
            className="carousel__arrow carousel__arrow--next"
            aria-label={arrows.next}
            onKeyDown={onKeyDown}
            onClick={() => onStep(1)}
          >
            ›
          </button>
        </>
      )}
    </div>
  );
}
