import { ApiError } from '../../../lib/api-client.ts';

/** The server's text for a refused call, else the spec's fallback (fan-club.md §8). */
export function failureText(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.status >= 400 && error.status < 500 && error.detail
    ? error.detail
    : fallback;
}
