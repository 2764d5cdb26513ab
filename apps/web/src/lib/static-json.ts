import type { z } from 'zod';
import { ApiError } from './api-error.ts';
import { errorsT } from './i18n.ts';
import { send } from './transport.ts';

/**
 * The site's static files (`/temporadas.json` and friends, public-site.md §7): plain GETs at the
 * site root, with no API key or `idioma`, so they stay cacheable as files are.
 */
export async function getStaticJson<S extends z.ZodType>(
  path: string,
  schema: S,
): Promise<z.output<S>> {
  const response = await send(path, { headers: { accept: 'application/json' } });
  if (!response.ok) throw new ApiError(response.status, errorsT('serverError'));
  const parsed = schema.safeParse(await response.json());
  if (!parsed.success) throw new ApiError(response.status, errorsT('serverError'), parsed.error);
  return parsed.data;
}
