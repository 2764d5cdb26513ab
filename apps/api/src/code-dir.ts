import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The folder of the running code: `src/` when run from source (tsx), `dist/` once built, where
 * the bundle `server.js` sits at the same depth and the build copies the files read at run time
 * (migrations, the password list) to the same relative places. Every file lookup of the server
 * starts here: in the bundle, `import.meta.url` is the bundle's, whatever module asks.
 */
export const CODE_DIR = path.dirname(fileURLToPath(import.meta.url));

/** Files the build copies from `src/` to `dist/`, relative to {@link CODE_DIR}. */
export const RUNTIME_FILES = ['db/migrations', 'data'];
