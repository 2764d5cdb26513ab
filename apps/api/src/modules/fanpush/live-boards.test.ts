import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLiveBoards, type BoardSubscriber, type LiveBoards } from './live-boards.ts';

/** The hubs alone, on fake timers: ticks, coalescing and clean-up without a server. */

let version = 0;
let compute: ReturnType<typeof vi.fn<() => Promise<{ fanpushId: number; json: string }>>>;
let boards: LiveBoards;

beforeEach(() => {
  vi.useFakeTimers();
  version = 0;
  compute = vi.fn(async () => ({ fanpushId: 7, json: `{"v":${version}}` }));
  boards = createLiveBoards({
    compute,
    tickMs: 1000,
    heartbeatMs: 15_000,
    resyncMs: 60_000,
    log: { warn: vi.fn() },
  });
});
afterEach(() => {
  boards.close();
  vi.useRealTimers();
});

function viewer() {
  const frames: string[] = [];
  const subscriber: BoardSubscriber = {
    send: (frame) => frames.push(frame.toString()),
    end: vi.fn(),
  };
  return { frames, subscriber, events: () => frames.filter((f) => f.includes('data: ')) };
}

async function join(key: number | 'atual' = 1, lastEventId?: string) {
  await boards.snapshot(key);
  const v = viewer();
  const unsubscribe = boards.subscribe(key, v.subscriber, lastEventId);
  return { ...v, unsubscribe };
}

describe('live boards', () => {
  it('computes once per tick for every viewer, however many events arrive', async () => {
    const viewers = await Promise.all([join(), join(), join()]);
    expect(compute).toHaveBeenCalledTimes(1);
    version = 1;
    for (let i = 0; i < 50; i += 1) boards.voteChanged(7);
    await vi.advanceTimersByTimeAsync(1000);
    expect(compute).toHaveBeenCalledTimes(2);
    // More events within the next tick: one more computation, when the tick comes.
    version = 2;
    boards.voteChanged(7);
    boards.allChanged();
    await vi.advanceTimersByTimeAsync(999);
    expect(compute).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(compute).toHaveBeenCalledTimes(3);
    for (const v of viewers)
      expect(v.events().map((e) => e.split('\n')[1])).toEqual([
        'data: {"v":0}',
        'data: {"v":1}',
        'data: {"v":2}',
      ]);
  });

  it('sends nothing when the body did not change, and ignores other votes', async () => {
    const v = await join();
    boards.voteChanged(7);
    await vi.advanceTimersByTimeAsync(1000);
    expect(compute).toHaveBeenCalledTimes(2);
    boards.voteChanged(8);
    await vi.advanceTimersByTimeAsync(5000);
    expect(compute).toHaveBeenCalledTimes(2);
    expect(v.events()).toHaveLength(1);
  });

  it('forgets a board when its last viewer leaves: no computation for nobody', async () => {
    const a = await join();
    const b = await join();
    expect(boards.subscriberCount()).toBe(2);
    a.unsubscribe();
    b.unsubscribe();
    expect(boards.subscriberCount()).toBe(0);
    boards.allChanged();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(compute).toHaveBeenCalledTimes(1);
  });

  it('heartbeats every viewer, recomputes on resync, ends streams on close', async () => {
    const v = await join();
    await vi.advanceTimersByTimeAsync(15_000);
    expect(v.frames.at(-1)).toBe(':\n\n');
    await vi.advanceTimersByTimeAsync(45_001);
    expect(compute).toHaveBeenCalledTimes(2);
    boards.close();
    expect(v.subscriber.end).toHaveBeenCalled();
    expect(boards.subscriberCount()).toBe(0);
  });

  it('keeps nothing of a board whose first computation failed (an unknown window)', async () => {
    compute.mockRejectedValueOnce(new Error('404'));
    await expect(boards.snapshot(99)).rejects.toThrow('404');
    await join(99);
    expect(compute).toHaveBeenCalledTimes(2);
  });
});
