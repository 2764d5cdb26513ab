import type { $ZodConfig } from 'zod/v4/core';

/*
 * No eval in the browser: zod's faster parsers are compiled with `new Function`, which the
 * site's Content-Security-Policy (script-src 'self') forbids. Even zod's probe for it is
 * reported as a violation, so the probe is turned off before any schema is built.
 * https://zod.dev/api?id=jitless
 *
 * zod keeps its settings on globalThis (`__zod_globalConfig`, shared by every copy loaded) and
 * adopts an object already there. Setting it there, instead of through `z.config`, keeps zod
 * itself out of the first load: it arrives with the first page that parses (a form, in
 * production; see lib/contract-check.ts), and works either way round.
 */
const zodHome = globalThis as { __zod_globalConfig?: Partial<$ZodConfig> };
Object.assign((zodHome.__zod_globalConfig ??= {}), { jitless: true });
