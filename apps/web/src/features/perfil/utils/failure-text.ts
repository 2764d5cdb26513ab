import { CLUB_TEXTS } from '@stockcar/shared/clube-texts';
import { ApiError } from '../../../lib/api-client.ts';

/** The server's text for a refused call, else the spec's generic one (fan-club §8). */
export function failureText(error: unknown, fallback: string = CLUB_TEXTS.erroGenerico): string {
  return error instanceof ApiError && error.status >= 400 && error.status < 500
    ? error.detail
    : fallback;
}
