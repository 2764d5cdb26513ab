export interface CountdownParts {
  days: string;
  hours: string;
  minutes: string;
  seconds: string;
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * Days, hours, minutes and seconds left until `target`, two digits each; every part shows '00'
 * once the moment has passed (public-site.md §2.5, next-round block).
 */
export function countdownParts(targetMs: number, nowMs: number): CountdownParts {
  const left = targetMs - nowMs;
  if (!Number.isFinite(left) || left <= 0) {
    return { days: '00', hours: '00', minutes: '00', seconds: '00' };
  }
  return {
    days: pad(Math.floor(left / DAY)),
    hours: pad(Math.floor((left % DAY) / HOUR)),
    minutes: pad(Math.floor((left % HOUR) / MINUTE)),
    seconds: pad(Math.floor((left % MINUTE) / SECOND)),
  };
}
