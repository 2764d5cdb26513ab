import type { KeyboardEventHandler } from 'react';
import './carousel-dots.css';

interface CarouselDotsProps {
  count: number;
  index: number;
  /** Names each dot (n => 'Brinde 2'); without names the dots only show where the carousel is. */
  label?: (number: number) => string;
  onSelect: (index: number) => void;
  /** The carousel's arrow keys, on every dot. */
  onKeyDown?: KeyboardEventHandler;
}

/** The slide picker under a carousel; the current slide's dot is pressed. */
export function CarouselDots({ count, index, label, onSelect, onKeyDown }: CarouselDotsProps) {
  if (count < 2) return null;
  if (!label) {
    // Beside a live video nobody picks: where the carousel is, for the eye only.
    return (
      <p className="carousel-dots carousel-dots--still" aria-hidden="true">
        {Array.from({ length: count }, (_, i) => (i === index ? '●' : '○')).join(' ')}
      </p>
    );
  }
  return (
    <div className="carousel-dots">
      {Array.from({ length: count }, (_, i) => (
        <button
          key={i}
          type="button"
          className="carousel-dots__dot"
          aria-label={label(i + 1)}
          aria-pressed={i === index}
          onKeyDown={onKeyDown}
          onClick={() => onSelect(i)}
        />
      ))}
    </div>
  );
}
