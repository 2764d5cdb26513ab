import { afterEach, vi } from 'vitest';

// Noise fails tests (STYLE.md habit 10): an unexpected console.error is a failure.
// Files share a worker (isolate: false), so the console is wrapped once per worker.
const state = globalThis as typeof globalThis & { consoleErrors?: unknown[][] };
if (!state.consoleErrors) {
  const errors: unknown[][] = [];
  state.consoleErrors = errors;
  const original = console.error;
  console.error = (...args: unknown[]) => {
    errors.push(args);
    original(...args);
  };
}

afterEach(() => {
  const seen = state.consoleErrors?.splice(0) ?? [];
  vi.restoreAllMocks();
  if (seen.length > 0) throw new Error(`console.error was called: ${JSON.stringify(seen[0])}`);
});
