import { z } from 'zod';

/*
 * No eval in the browser: zod's faster parsers are compiled with `new Function`, which the
 * site's Content-Security-Policy (script-src 'self') forbids. Even zod's probe for it is
 * reported as a violation, so the probe is turned off before any schema parses.
 * https://zod.dev/api?id=jitless
 */
z.config({ jitless: true });
