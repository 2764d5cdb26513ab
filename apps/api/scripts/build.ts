/**
 * Builds the server to JavaScript: one ESM bundle `dist/server.js` started with plain `node`
 * (no TypeScript loader, no wrapper process). Workspace packages (@stockcar/shared exports
 * TypeScript source) are bundled in; every other package stays in node_modules, as installed
 * (native addons, WASM and their own file lookups keep working). The files the server reads at
 * run time are copied to the same places relative to the bundle as to src/ (see code-dir.ts).
 */
import { cp, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, type Plugin } from 'esbuild';
import { RUNTIME_FILES } from '../src/code-dir.ts';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const srcDir = path.join(apiDir, 'src');
const distDir = path.join(apiDir, 'dist');

/** Bare imports load from node_modules at run time, except our own workspace packages. */
const packagesOutsideWorkspace: Plugin = {
  name: 'packages-outside-workspace',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@stockcar/') ? undefined : { path: args.path, external: true },
    );
  },
};

/** Writes `dist/server.js` (with its source map) and the run-time files next to it. */
export async function buildServer(): Promise<string> {
  await rm(distDir, { recursive: true, force: true });
  await build({
    entryPoints: [path.join(srcDir, 'server.ts')],
    outfile: path.join(distDir, 'server.js'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    sourcemap: true,
    plugins: [packagesOutsideWorkspace],
    logLevel: 'warning',
  });
  for (const entry of RUNTIME_FILES) {
    await cp(path.join(srcDir, entry), path.join(distDir, entry), { recursive: true });
  }
  return path.join(distDir, 'server.js');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.log(`built ${path.relative(process.cwd(), await buildServer())}`);
}
