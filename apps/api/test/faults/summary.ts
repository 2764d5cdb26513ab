import type { traffic as trafficCounters } from './client.ts';
import { FORM_ROUTES } from './forms.ts';
import type { FaultReport } from './schedule.ts';
import type { TrafficResult } from './traffic.ts';
import type { Verification } from './verify.ts';
import type { VoteOutcome } from './votes.ts';

export interface RunReport {
  result: TrafficResult;
  faults: FaultReport;
  verification: Verification;
  traffic: typeof trafficCounters;
  /** Seconds spent starting (cluster, first boot with migrations and seed) and in traffic. */
  setupSeconds: number;
  trafficSeconds: number;
}

/** Why a fan's vote got no acknowledgement, as the summary names it. */
const UNACKNOWLEDGED: [string, VoteOutcome][] = [
  ['code spent', 'code-spent'],
  ['picks not saved', 'no-pending-vote'],
  ['SMS limit', 'sms-limit'],
  ['rate limit', 'rate-limited'],
  ['unanswered', 'unanswered'],
];

const ms = (value: number | undefined) => (value === undefined ? '—' : `${value} ms`);

/** Everything that makes the run fail. */
function failuresOf({ result, faults, verification: v }: RunReport): string[] {
  const failures = [...faults.failures, ...v.failures, ...result.errors];
  if (result.errorCount > result.errors.length) {
    failures.push(`… and ${result.errorCount - result.errors.length} more unexpected answers`);
  }
  // A run that acknowledged none of a kind proved nothing about it.
  for (const route of FORM_ROUTES) {
    if (!result.forms.some((w) => w.route === route && w.ackId !== undefined)) {
      failures.push(`no ${route} form was acknowledged`);
    }
  }
  if (!result.votes.some((a) => a.outcome === 'acknowledged')) {
    failures.push('no vote was acknowledged');
  }
  if (v.lost > 0) failures.push(`${v.lost} acknowledged write(s) lost`);
  if (v.duplicated > 0) failures.push(`${v.duplicated} write(s) stored twice`);
  return failures;
}

/** Prints the run's short summary; true when it passed. */
export function printSummary(run: RunReport): boolean {
  const { result, faults, verification: v, traffic } = run;
  const acked = result.forms.filter((w) => w.ackId !== undefined);
  const byRoute = FORM_ROUTES.map((r) => `${r} ${acked.filter((w) => w.route === r).length}`);
  const votes = (...outcomes: VoteOutcome[]) =>
    result.votes.filter((a) => outcomes.includes(a.outcome)).length;
  const failures = failuresOf(run);
  const passed = failures.length === 0;

  const lines = [
    `writes acknowledged: ${acked.length + votes('acknowledged')} (forms ${acked.length}: ` +
      `${byRoute.join(', ')}; confirmed votes ${votes('acknowledged')})`,
    `lost: ${v.lost}, duplicated: ${v.duplicated}`,
    `injected: ${faults.kills} server SIGKILLs (back in ${faults.bootMs.map(ms).join(', ')}), ` +
      `${faults.databaseRestarts} PostgreSQL crash and restart`,
    `/ready recovery: 200 again ${ms(faults.readyRecoveryMs)} after PostgreSQL was back ` +
      `(outage ${ms(faults.outageMs)}, ` +
      `${faults.survivedOutage ? 'same server process' : 'the server process did not survive'})`,
    `retried writes found by their key: ${acked.filter((w) => w.replayed).length}; ` +
      `votes counted without an answer: ${votes('confirmed-unacknowledged')}`,
    `not acknowledged: forms ${result.forms.length - acked.length}, votes ` +
      `${result.votes.length - votes('acknowledged', 'confirmed-unacknowledged')} ` +
      `(${UNACKNOWLEDGED.map(([label, outcome]) => `${label} ${votes(outcome)}`).join(', ')})`,
    `traffic: ${traffic.calls} calls, ${traffic.noAnswer} without an answer, ` +
      `${traffic.serverErrors} answered 5xx, ${traffic.retries} retries`,
    ...failures.map((f) => `FAILED: ${f}`),
    `${passed ? 'passed' : 'FAILED'} (setup ${run.setupSeconds.toFixed(0)} s, ` +
      `traffic ${run.trafficSeconds.toFixed(0)} s)`,
  ];
  const print = passed ? console.log : console.error;
  print(lines.map((l) => `faults: ${l}`).join('\n'));
  return passed;
}
