import type { Problem } from '@stockcar/shared/schemas/common';

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
 * The API's own text for a request it refused (4xx: an unknown driver, a bad id, a wrong code);
 * undefined for a fault of the server or the network, whose details stay hidden.
 */
export function refusalDetail(error: unknown): string | undefined {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.detail) {
    return error.detail;
  }
  return undefined;
}

/** What a screen says when a call failed: the refusal's own text, else the screen's text. */
export function failureText(error: unknown, fallback: string): string {
  return refusalDetail(error) ?? fallback;
}

/** A fault of the server or the network (not a refusal of what the visitor sent). */
export function isServerFault(error: unknown): boolean {
  return !(error instanceof ApiError) || error.status >= 500 || error.status === 0;
}

/**
 * The `detail` of a refusal of our server (problem+json, RFC 9457; its shape is the server's
 * contract, not checked here: docs/decisions/0026); undefined when the body is something else.
 */
export function problemDetail(bodyText: string): string | undefined {
  try {
    const detail = (JSON.parse(bodyText) as Partial<Problem> | null)?.detail;
    return typeof detail === 'string' ? detail : undefined;
  } catch {
    return undefined;
  }
}
