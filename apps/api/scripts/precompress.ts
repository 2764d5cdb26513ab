/**
 * Writes `<file>.br` and `<file>.gz` next to every compressible file of a built front end, at
 * the highest levels (done once per build, not per request); the server sends them with
 * @fastify/static's `preCompressed`. index.html is left out: the server never sends it from
 * disk (it fills in the runtime settings first and compresses that answer itself).
 *
 *   node --import tsx apps/api/scripts/precompress.ts apps/web/dist [apps/admin/dist ...]
 *
 * (a folder that is not built is skipped).
 */
import { existsSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { COMPRESSION_THRESHOLD } from '../src/plugins/compression.ts';

const COMPRESSIBLE_FILE = /\.(?:js|mjs|css|svg|json|webmanifest|txt|xml|map)$/;
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

async function compressedVariants(body: Buffer) {
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzipAsync(body, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  return { br, gz };
}

/** Compresses every eligible file under `dir`; returns how many files got their variants. */
export async function precompressDir(dir: string): Promise<number> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  let written = 0;
  for (const entry of entries) {
    if (!entry.isFile() || !COMPRESSIBLE_FILE.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    // Dot folders (Vite's .vite/manifest.json) are never served.
    if (
      path
        .relative(dir, file)
        .split(path.sep)
        .some((part) => part.startsWith('.'))
    )
      continue;
    const body = await readFile(file);
    if (body.length < COMPRESSION_THRESHOLD) continue;
    const { br, gz } = await compressedVariants(body);
    // A variant no smaller than the file is useless: the file itself is sent instead.
    if (br.length < body.length) await writeFile(`${file}.br`, br);
    if (gz.length < body.length) await writeFile(`${file}.gz`, gz);
    written += 1;
  }
  return written;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  for (const dir of process.argv.slice(2)) {
    if (!existsSync(dir)) {
      console.log(`${dir}: not built, skipped`);
      continue;
    }
    console.log(`${dir}: ${await precompressDir(dir)} files precompressed (br, gz)`);
  }
}
