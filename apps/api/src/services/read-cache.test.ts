import { describe, expect, it } from 'vitest';
import { createReadCacheStore, pickEncoding, type CachedRead } from './read-cache.ts';

const entry = (bytes: number, expiresAt: number, extra: Partial<CachedRead> = {}): CachedRead => ({
  body: Buffer.alloc(bytes),
  etag: 'W/"x"',
  contentType: 'application/json',
  cacheControl: 'public, max-age=1',
  headers: {},
  expiresAt,
  bytes,
  ...extra,
});

describe('read cache store', () => {
  it('forgets an entry once it expires', () => {
    let now = 1000;
    const store = createReadCacheStore({ maxBytes: 100, now: () => now });
    store.set('/a', entry(10, 2000), store.generation());
    expect(store.get('/a')).toBeDefined();
    now = 2000;
    expect(store.get('/a')).toBeUndefined();
    expect(store.size()).toEqual({ entries: 0, bytes: 0 });
  });

  it('stays within its bytes, dropping the least recently used first', () => {
    const store = createReadCacheStore({ maxBytes: 100, now: () => 0 });
    const g = store.generation();
    store.set('/a', entry(40, 10), g);
    store.set('/b', entry(40, 10), g);
    store.get('/a');
    store.set('/c', entry(40, 10), g);
    expect(store.get('/b')).toBeUndefined();
    expect(store.get('/a')).toBeDefined();
    expect(store.get('/c')).toBeDefined();
    expect(store.size().bytes).toBe(80);
    expect(store.set('/huge', entry(101, 10), g)).toBe(false);
  });

  it('refuses an answer computed before a clear', () => {
    const store = createReadCacheStore({ maxBytes: 100, now: () => 0 });
    const before = store.generation();
    store.clear();
    expect(store.set('/a', entry(10, 10), before)).toBe(false);
    expect(store.get('/a')).toBeUndefined();
    expect(store.set('/a', entry(10, 10), store.generation())).toBe(true);
  });
});

describe('pickEncoding', () => {
  const both = entry(10, 0, { br: Buffer.alloc(1), gzip: Buffer.alloc(1) });
  it('prefers brotli, honours q=0 and the wildcard, and sends plain when none fits', () => {
    expect(pickEncoding('gzip, deflate, br', both)).toBe('br');
    expect(pickEncoding('br;q=0, gzip', both)).toBe('gzip');
    expect(pickEncoding('*', both)).toBe('br');
    expect(pickEncoding('deflate', both)).toBeUndefined();
    expect(pickEncoding(undefined, both)).toBeUndefined();
    expect(pickEncoding('br, gzip', entry(10, 0))).toBeUndefined();
  });

  it('answers each entry by what it has, for values seen before and past the memo of values', () => {
    const gzipOnly = entry(10, 0, { gzip: Buffer.alloc(1) });
    // The same value, seen before: the answer still depends on the entry's variants.
    expect(pickEncoding('gzip, deflate, br', gzipOnly)).toBe('gzip');
    expect(pickEncoding('gzip, deflate, br', both)).toBe('br');
    // More distinct values than the memo holds, each asked twice, then the first ones again.
    const values = Array.from({ length: 200 }, (_, i) =>
      i % 2 ? `gzip;q=0.${i + 1}, br;q=0` : `br;q=0.${i + 1}, identity`,
    );
    for (const round of [1, 2]) {
      for (const [i, value] of values.entries()) {
        expect(pickEncoding(value, both), `${value} (round ${round})`).toBe(i % 2 ? 'gzip' : 'br');
      }
    }
    // A value too long to keep is still read, refusals included.
    const long = `${'x-custom;q=0.5, '.repeat(40)}br;q=0, gzip`;
    expect(pickEncoding(long, both)).toBe('gzip');
  });
});
