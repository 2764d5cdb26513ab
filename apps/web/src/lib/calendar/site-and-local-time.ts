import { SITE_TIME_ZONE } from '@stockcar/shared/dates';

/**
 * An instant's clock in Brasília, where the championship's times are set, and in the visitor's
 * zone when that clock differs (issue 15: "15h00 em Brasília · 19h00 no seu horário").
 */

export interface Clock {
  /** Two digits each: '09', '05'. */
  h: string;
  m: string;
}

export interface SiteAndLocalTime {
  site: Clock;
  /** Absent where the visitor's clock reads the same as Brasília's. */
  local?: Clock & {
    /** The visitor's date ('15/04') when it is another day than in Brasília. */
    otherDay?: string;
  };
}

/** The zone the browser runs in (the visitor's, unless they set another). */
export const visitorTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

function partsIn(date: Date, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hourCycle: 'h23',
    day: '2-digit',
    month: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '';
  return { h: part('hour'), m: part('minute'), day: `${part('day')}/${part('month')}` };
}

/** The instant's clocks; undefined for an unreadable instant. */
export function siteAndLocalTime(
  iso: string,
  timeZone: string = visitorTimeZone(),
): SiteAndLocalTime | undefined {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return undefined;
  const site = partsIn(date, SITE_TIME_ZONE);
  const local = partsIn(date, timeZone);
  const clock = (p: typeof site) => ({ h: p.h, m: p.m });
  if (local.h === site.h && local.m === site.m && local.day === site.day) {
    return { site: clock(site) };
  }
  return {
    site: clock(site),
    local: { ...clock(local), ...(local.day !== site.day && { otherDay: local.day }) },
  };
}
