import type { z } from 'zod';

/*
 * What our server sends (API answers, the runtime settings) and the copies of it the site keeps
 * in Web Storage are checked against their shared schema in development and tests only
 * (docs/decisions/0026): the server already writes every answer through the same schema, and
 * the check would put zod in the first load. Callers pass `import.meta.env.DEV && Schema`: a
 * production build turns it into `false` and drops the schema, and with the last one zod, from
 * the chunk.
 */

/** A schema, or `false` for "not checked" (a production build's `import.meta.env.DEV && X`). */
export type DevSchema<S extends z.ZodType> = S | false;

/**
 * The schema's complaint about a value; undefined when it fits or nothing checks it. Only a
 * check: callers go on with the value as it came, so development runs what production runs.
 */
export function contractError(
  schema: DevSchema<z.ZodType>,
  value: unknown,
): z.ZodError | undefined {
  if (!schema) return undefined;
  const checked = schema.safeParse(value);
  return checked.success ? undefined : checked.error;
}
