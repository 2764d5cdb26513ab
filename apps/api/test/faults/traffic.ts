import type { Api } from './client.ts';
import { FORM_ROUTES, submitForm, type FormTargets, type FormWrite } from './forms.ts';
import { castVote, type VoteAttempt, type VoteContext } from './votes.ts';
import type { Voter } from './voters.ts';

/**
 * The acknowledged writes: concurrent form writers and voters, each write retried until it
 * is answered or its own deadline passes. New writes stop when `stop` is called; the ones in
 * flight finish first.
 */

export interface TrafficOptions {
  api: Api;
  runId: string;
  targets: FormTargets;
  voteContext: VoteContext;
  voters: Voter[];
  formWorkers: number;
  voteWorkers: number;
  /** How long one write may keep retrying. */
  writeDeadlineMs: number;
  /** A cap on form writes, whatever the time. */
  maxForms: number;
}

export interface TrafficResult {
  forms: FormWrite[];
  votes: VoteAttempt[];
  /** Answers no fault explains (bugs); the first few, and how many. */
  errors: string[];
  errorCount: number;
}

export function startTraffic(options: TrafficOptions) {
  const result: TrafficResult = { forms: [], votes: [], errors: [], errorCount: 0 };
  const queue = [...options.voters];
  let stopped = false;
  const deadline = () => Date.now() + options.writeDeadlineMs;
  const fail = (err: unknown) => {
    result.errorCount += 1;
    if (result.errors.length < 10)
      result.errors.push(err instanceof Error ? err.message : String(err));
  };

  async function formWorker() {
    while (!stopped && result.forms.length < options.maxForms) {
      const n = result.forms.length + 1;
      const write: FormWrite = {
        route: FORM_ROUTES[n % FORM_ROUTES.length] ?? 'patrocinador',
        marker: `falhas-${options.runId}-${String(n).padStart(5, '0')}`,
      };
      result.forms.push(write);
      await submitForm(options.api, write, options.targets, deadline()).catch(fail);
    }
  }

  async function voteWorker() {
    for (let voter = queue.shift(); voter && !stopped; voter = queue.shift()) {
      try {
        result.votes.push(await castVote(options.voteContext, voter, deadline()));
      } catch (err) {
        fail(err);
      }
    }
  }

  const workers = [
    ...Array.from({ length: options.formWorkers }, formWorker),
    ...Array.from({ length: options.voteWorkers }, voteWorker),
  ];
  const running = Promise.all(workers);
  return {
    /** Writes done so far (the fault schedule waits for some before each fault). */
    acknowledged: () =>
      result.forms.filter((w) => w.ackId !== undefined).length +
      result.votes.filter((v) => v.outcome === 'acknowledged').length,
    async stop(): Promise<TrafficResult> {
      stopped = true;
      await running;
      return result;
    },
  };
}
