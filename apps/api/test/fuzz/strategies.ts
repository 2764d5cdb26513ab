import {
  boundary,
  hostileField,
  missingRequired,
  rawBody,
  wrongContentType,
  wrongShape,
} from './body-strategies.ts';
import {
  badAuth,
  bodyOnRead,
  form,
  junkPath,
  junkQuery,
  minimal,
  valid,
} from './request-strategies.ts';
import type { Strategy } from './strategy-kit.ts';

export type { Strategy };

/** In the order cases cycle through them; `valid` twice, so handlers see many good calls. */
export const STRATEGIES: readonly Strategy[] = [
  valid,
  hostileField,
  junkPath,
  junkQuery,
  minimal,
  boundary,
  missingRequired,
  wrongShape,
  valid,
  rawBody,
  wrongContentType,
  badAuth,
  form,
  bodyOnRead,
];
