import { useClockUntil } from '../../lib/use-countdown.ts';
import { countdownParts, type CountdownParts } from './countdown-math.ts';
import './countdown.css';

interface CountdownProps {
  /** ISO instant the count runs to. */
  target: string;
  label: string;
  unitLabels: Record<keyof CountdownParts, string>;
}

const UNITS: readonly (keyof CountdownParts)[] = ['days', 'hours', 'minutes', 'seconds'];

/** Recalculated every tick from the clock, so a throttled tab never drifts. */
export function Countdown({ target, label, unitLabels }: CountdownProps) {
  const { now } = useClockUntil(Date.parse(target));
  const parts = countdownParts(Date.parse(target), now);
  return (
    <div className="countdown" role="timer" aria-label={label}>
      {UNITS.map((unit) => (
        <div className="countdown__unit" key={unit}>
          {/* A page rendered on the server counted on the server's clock: a tick corrects it. */}
          <span className="countdown__value" data-unit={unit} suppressHydrationWarning>
            {parts[unit]}
          </span>
          <span className="countdown__label">{unitLabels[unit]}</span>
        </div>
      ))}
    </div>
  );
}
