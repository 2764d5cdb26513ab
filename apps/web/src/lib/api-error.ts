/** A failed API call: the HTTP status (0 when the network failed) and the text to show. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    readonly detail: string,
    override readonly cause?: unknown,
  ) {
    super(`${status}: ${detail}`);
  }
}

/**
 * What a screen says when its data failed: the API's own text for a request it refused
 * (an unknown driver, a bad id), the screen's generic text otherwise.
 */
export function failureText(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return error.detail;
  return fallback;
}
