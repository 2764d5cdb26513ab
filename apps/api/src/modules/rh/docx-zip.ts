import { inflateRawSync } from 'node:zlib';

/** One central-directory record: what the zip claims, plus where the entry's bytes are. */
export interface ZipEntry {
  name: string;
  method: number;
  packedSize: number;
  declaredSize: number;
  localOffset: number;
}

const EOCD = Buffer.from([0x50, 0x4b, 0x05, 0x06]);
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;

/** Reads a zip's central directory (no decompression); undefined when it is not a sound zip. */
export function zipEntries(file: Buffer): ZipEntry[] | undefined {
  const from = Math.max(0, file.length - 65_557);
  const eocd = file.lastIndexOf(EOCD);
  if (eocd < from || eocd + 22 > file.length) return undefined;
  const count = file.readUInt16LE(eocd + 10);
  let offset = file.readUInt32LE(eocd + 16);
  const entries: ZipEntry[] = [];
  for (let i = 0; i < count; i += 1) {
    if (offset + 46 > file.length || file.readUInt32LE(offset) !== CENTRAL) return undefined;
    const nameLength = file.readUInt16LE(offset + 28);
    const declaredSize = file.readUInt32LE(offset + 24);
    entries.push({
      name: file.toString('utf8', offset + 46, offset + 46 + nameLength),
      method: file.readUInt16LE(offset + 10),
      packedSize: file.readUInt32LE(offset + 20),
      // 0xFFFFFFFF means zip64: sizes this large are refused anyway.
      declaredSize: declaredSize === 0xffffffff ? Infinity : declaredSize,
      localOffset: file.readUInt32LE(offset + 42),
    });
    offset += 46 + nameLength + file.readUInt16LE(offset + 30) + file.readUInt16LE(offset + 32);
  }
  return entries;
}

/** The entry's stored bytes, found through its local header; undefined when out of the file. */
function packedData(file: Buffer, entry: ZipEntry): Buffer | undefined {
  const at = entry.localOffset;
  if (at + 30 > file.length || file.readUInt32LE(at) !== LOCAL) return undefined;
  const start = at + 30 + file.readUInt16LE(at + 26) + file.readUInt16LE(at + 28);
  const end = start + entry.packedSize;
  return end <= file.length ? file.subarray(start, end) : undefined;
}

/** Real unpacked length, Infinity past the budget, undefined when the data is not sound. */
function unpackedLength(data: Buffer, method: number, budget: number): number | undefined {
  if (method === 0) return data.length;
  if (method !== 8) return undefined;
  try {
    // The cap makes zlib stop (RangeError) instead of filling memory with a zip bomb.
    return inflateRawSync(data, { maxOutputLength: Math.max(1, budget) }).length;
  } catch (error) {
    return error instanceof RangeError ? Infinity : undefined;
  }
}

/**
 * Inflates every entry, whatever the headers declare, and counts the real bytes: Infinity once
 * they pass `limit`, undefined for a malformed zip.
 */
export function realUnpackedBytes(
  file: Buffer,
  entries: ZipEntry[],
  limit: number,
): number | undefined {
  // Entries of a sound zip never share bytes; overlapping ones would multiply the work.
  if (entries.reduce((sum, e) => sum + e.packedSize, 0) > file.length) return undefined;
  let total = 0;
  for (const entry of entries) {
    const data = packedData(file, entry);
    if (!data) return undefined;
    const length = unpackedLength(data, entry.method, limit - total);
    if (length === undefined) return undefined;
    total += length;
    if (total > limit) return Infinity;
  }
  return total;
}
