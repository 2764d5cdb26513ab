import { describe, expect, it } from 'vitest';
import { createCountCache } from './count-cache.ts';

describe('count cache', () => {
  it('keeps a total for its time, forgets it on clear, and never keeps a failure', async () => {
    let now = 0;
    let calls = 0;
    const cache = createCountCache({ ttlMs: 100, now: () => now });
    const count = () => cache.get('k', async () => (calls += 1));
    expect(await count()).toBe(1);
    expect(await count()).toBe(1);
    now = 100;
    expect(await count()).toBe(2);
    cache.clear();
    expect(await count()).toBe(3);

    const failing = cache.get('bad', () => Promise.reject(new Error('down')));
    await expect(failing).rejects.toThrow('down');
    expect(await cache.get('bad', async () => 7)).toBe(7);
  });

  it('counts every time when off', async () => {
    let calls = 0;
    const cache = createCountCache({ ttlMs: 0 });
    await cache.get('k', async () => (calls += 1));
    await cache.get('k', async () => (calls += 1));
    expect(calls).toBe(2);
  });
});
