import { useEffect, useState } from 'react';
import { COUNTDOWN_TICK_MS } from '@stockcar/shared/constants';
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
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), COUNTDOWN_TICK_MS);
    return () => window.clearInterval(timer);
  }, []);

  const parts = countdownParts(Date.parse(target), now);
  return (
    <div className="countdown" role="timer" aria-label={label}>
      {UNITS.map((unit) => (
        <div className="countdown__unit" key={unit}>
          <span className="countdown__value" data-unit={unit}>
            {parts[unit]}
          </span>
          <span className="countdown__label">{unitLabels[unit]}</span>
        </div>
      ))}
    </div>
  );
}
