import { afterAll, describe, expect, it } from 'vitest';
import { casesFor } from '../../test/fuzz/cases.ts';
import { fuzzSettings, startFuzzApp } from '../../test/fuzz/fixture.ts';
import { report, runCase, type CaseResult } from '../../test/fuzz/run-case.ts';

/**
 * Schema-driven fuzz over every operation of the OpenAPI document (issue 12, "Faults"):
 * seeded cases of valid, boundary and hostile input; no answer may be a server fault, and
 * every error must be problem+json with its status and a detail. Replay a failure with the
 * FUZZ_SEED and FUZZ_OPERATION it prints; FUZZ_CASES runs more cases per operation.
 */
const settings = fuzzSettings();
// The operations are known once the app is ready, and each becomes a test: start it now.
const fuzz = await startFuzzApp();
afterAll(() => fuzz.close());

const operations = fuzz.operations.filter((op) => !settings.only || op.key === settings.only);
const wellFormed: CaseResult[] = [];

describe(`fuzz of every OpenAPI operation (seed ${settings.seed})`, () => {
  it('reads the operations from the document', () => {
    expect(operations.length).toBeGreaterThan(settings.only ? 0 : 50);
  });

  for (const op of operations) {
    it(op.key, async () => {
      const results: CaseResult[] = [];
      for (const c of casesFor(op, settings.seed, settings.cases, fuzz.context)) {
        results.push(await runCase(fuzz.t, c));
      }
      wellFormed.push(...results.filter((r) => r.case.wellFormed));
      const failures = results.filter((r) => r.wrong);
      expect(failures.length, report(op.key, settings.seed, failures, results.length)).toBe(0);
    });
  }

  if (!settings.only) {
    // A fuzz whose good calls all bounce off validation would prove little about the handlers.
    it('gets past validation with its well-formed cases', () => {
      const reached = wellFormed.filter((r) => r.status >= 200 && r.status < 300);
      expect(reached.length / wellFormed.length).toBeGreaterThan(0.35);
    });
  }
});
