import './carousel-dots.css';

interface CarouselDotsProps {
  count: number;
  index: number;
  /** Names each dot: 'Brinde 2'. */
  label: string;
  /** The carousel's own spacing, added to the shared look. */
  className?: string;
  onSelect: (index: number) => void;
}

/** The slide picker under a carousel; the current slide's dot is pressed. */
export function CarouselDots({ count, index, label, className, onSelect }: CarouselDotsProps) {
  if (count < 2) return null;
  return (
    <div className={className ? `carousel-dots ${className}` : 'carousel-dots'}>
      {Array.from({ length: count }, (_, i) => (
        <button
          key={i}
          type="button"
          className="carousel-dots__dot"
          aria-label={`${label} ${i + 1}`}
          aria-pressed={i === index}
          onClick={() => onSelect(i)}
        />
      ))}
    </div>
  );
}
