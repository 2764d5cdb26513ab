import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * The store behind the public read cache (plugins/read-cache.ts, docs/decisions/0023): whole
 * answers, serialized and already compressed, bounded in bytes, each living `ttlMs`.
 */

export type Encoding = 'br' | 'gzip';

export interface CachedRead {
  body: Buffer;
  /** Compressed variants; absent for bodies too small to gain from it. */
  br?: Buffer | undefined;
  gzip?: Buffer | undefined;
  etag: string;
  contentType: string;
  cacheControl: string;
  /**
   * Every header of the answer but its length and encoding (security headers included), for
   * the front door that answers before Fastify (plugins/read-cache.ts).
   */
  headers: Record<string, string>;
  expiresAt: number;
  bytes: number;
}

/** Below this a compressed body saves less than its headers cost. */
const COMPRESS_FROM_BYTES = 512;

/** Compressed once per entry and served many times: a middle brotli level keeps misses quick. */
export function compressedVariants(body: Buffer): Pick<CachedRead, 'br' | 'gzip'> {
  if (body.length < COMPRESS_FROM_BYTES) return {};
  return {
    br: brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 5,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzip: gzipSync(body, { level: 6 }),
  };
}

/** Browsers send a handful of distinct Accept-Encoding values; any client may send others. */
const ACCEPT_MEMO_MAX = 64;
/** Longer values are parsed each time: a memo of them would hold kilobytes per entry. */
const ACCEPT_MEMO_MAX_LENGTH = 256;

/** What an Accept-Encoding value allows of the variants a cached read can have. */
type Accepts = Record<Encoding, boolean>;
const acceptsByHeader = new Map<string, Accepts>();

/** Parses an Accept-Encoding value: the names it lists, without those refused with `q=0`. */
function parseAccepts(acceptEncoding: string): Accepts {
  const accepted = new Set<string>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q && Number(q.slice(2)) === 0) continue;
    accepted.add(name.trim());
  }
  const any = accepted.has('*');
  return { br: any || accepted.has('br'), gzip: any || accepted.has('gzip') };
}

/**
 * Worked out once per distinct value: parsing it on every cached answer was about 1.6 µs of a
 * 35 µs answer (issue 13). The memo starts over when full, so odd values cannot grow it.
 */
function acceptsOf(acceptEncoding: string): Accepts {
  if (acceptEncoding.length > ACCEPT_MEMO_MAX_LENGTH) return parseAccepts(acceptEncoding);
  const known = acceptsByHeader.get(acceptEncoding);
  if (known) return known;
  const accepts = parseAccepts(acceptEncoding);
  if (acceptsByHeader.size >= ACCEPT_MEMO_MAX) acceptsByHeader.clear();
  acceptsByHeader.set(acceptEncoding, accepts);
  return accepts;
}

/**
 * The best encoding the client accepts among those the entry has (brotli first), honouring
 * `q=0`; undefined means the plain body.
 */
export function pickEncoding(acceptEncoding: string | undefined, entry: CachedRead) {
  if (!acceptEncoding) return undefined;
  const accepts = acceptsOf(acceptEncoding);
  for (const encoding of ['br', 'gzip'] as const) {
    if (entry[encoding] && accepts[encoding]) return encoding;
  }
  return undefined;
}

export interface ReadCacheStore {
  /** The live entry of `key`, or undefined (never there, expired or dropped). */
  get(key: string): CachedRead | undefined;
  /**
   * Keeps an entry computed from the data of `generation`: refused (false) when the cache was
   * cleared since, so an answer computed before a change never outlives it.
   */
  set(key: string, entry: CachedRead, generation: number): boolean;
  /** Drops everything: something fans read changed. */
  clear(): void;
  /** Rises with every clear. */
  generation(): number;
  size(): { entries: number; bytes: number };
}

export function createReadCacheStore(options: {
  maxBytes: number;
  now?: () => number;
}): ReadCacheStore {
  const now = options.now ?? Date.now;
  // A Map keeps insertion order: re-inserting on every hit makes its first key the least used.
  const entries = new Map<string, CachedRead>();
  let bytes = 0;
  let generation = 0;

  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.bytes;
  };

  return {
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      entries.delete(key);
      if (entry.expiresAt <= now()) {
        bytes -= entry.bytes;
        return undefined;
      }
      entries.set(key, entry);
      return entry;
    },
    set(key, entry, at) {
      if (at !== generation || entry.bytes > options.maxBytes) return false;
      drop(key);
      entries.set(key, entry);
      bytes += entry.bytes;
      for (const oldest of entries.keys()) {
        if (bytes <= options.maxBytes) break;
        drop(oldest);
      }
      return true;
    },
    clear() {
      entries.clear();
      bytes = 0;
      generation += 1;
    },
    generation: () => generation,
    size: () => ({ entries: entries.size, bytes }),
  };
}
