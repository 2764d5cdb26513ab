import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import './zod-config.ts';

describe('zod-config (no eval under the Content-Security-Policy)', () => {
  it("reaches zod's own settings without importing zod", () => {
    // zod was loaded first here (the import above); in the browser it loads after, and adopts
    // the object zod-config left on globalThis. Either way zod reads jitless.
    expect(z.config().jitless).toBe(true);
  });
});
