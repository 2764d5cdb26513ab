import type { RetentionPeriods } from '@stockcar/shared/schemas/runtime-config';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** Rows older than these instants are past their retention period. */
export interface RetentionCutoffs {
  candidates: Date;
  leads: Date;
  outbox: Date;
  /** For sessions, codes and links: when they expired or ended. */
  expired: Date;
  loginFailures: Date;
  /** Guardians' revocations, whose minor's account is gone (usuario_id null). */
  revocationProof: Date;
  /** Used captchas are kept until they expire: after that they cannot be replayed anyway. */
  now: Date;
}

/**
 * The same day `months` calendar months earlier (UTC), or that month's last day when it is
 * shorter: 12 months before 29 February is 28 February, never 1 March.
 */
export function monthsBefore(now: Date, months: number): Date {
  const target = new Date(now);
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() - months);
  const lastDay = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0),
  ).getUTCDate();
  target.setUTCDate(Math.min(now.getUTCDate(), lastDay));
  return target;
}

export function cutoffsOf(periods: RetentionPeriods, now: Date): RetentionCutoffs {
  return {
    candidates: monthsBefore(now, periods.candidatesMonths),
    leads: monthsBefore(now, periods.leadsMonths),
    outbox: new Date(now.getTime() - periods.outboxDays * DAY_MS),
    expired: new Date(now.getTime() - periods.expiredDays * DAY_MS),
    loginFailures: new Date(now.getTime() - periods.loginFailuresHours * HOUR_MS),
    revocationProof: monthsBefore(now, periods.revocationProofMonths),
    now,
  };
}
