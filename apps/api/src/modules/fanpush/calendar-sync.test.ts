import { describe, expect, it, vi } from 'vitest';
import { coalesced } from './calendar-sync.ts';

describe('syncs asked for in a burst', () => {
  it('run one at a time, once more for what came during a run, failures logged not thrown', async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let runs = 0;
    const task = async () => {
      runs += 1;
      if (runs === 1) await gate;
      if (runs === 2) throw new Error('database away');
    };
    const log = { error: vi.fn() };
    const sync = coalesced(task, log);
    for (let i = 0; i < 5; i += 1) sync.request();
    expect(runs).toBe(1);
    release();
    await sync.idle();
    expect(runs).toBe(2);
    expect(log.error).toHaveBeenCalledTimes(1);

    sync.request();
    await sync.idle();
    expect(runs).toBe(3);
  });
});
