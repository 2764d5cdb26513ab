import { adminFetch } from '../auth/session.ts';
import { httpErrorOf } from '../data/data-provider.ts';

/** The file name of a `content-disposition` answer: `filename*` (UTF-8) first, then `filename`. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim());
    } catch {
      // a malformed name: the plain one below
    }
  }
  const plain = /filename="?([^";]+)"?/i.exec(disposition)?.[1];
  return plain?.trim() || fallback;
}

/** Hands a blob to the browser as a download named `name`. */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has handed the blob to the browser.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Thrown when the server could not be reached (the Portuguese text comes from the caller). */
export class NetworkError extends Error {}

/**
 * Downloads a console file (GET with the staff session through adminFetch) and saves it under
 * the server's name. Resolves with that name; a failed answer throws the server's HttpError
 * (its Portuguese detail as message), no answer throws a NetworkError.
 */
export async function downloadAdminFile(path: string, fallbackName: string): Promise<string> {
  let response: Response;
  try {
    response = await adminFetch(path, { headers: { accept: '*/*' } });
  } catch {
    throw new NetworkError();
  }
  if (!response.ok) throw await httpErrorOf(response);
  const name = fileNameOf(response.headers.get('content-disposition'), fallbackName);
  saveBlob(await response.blob(), name);
  return name;
}

/**
 * The Portuguese reason of a failed console request: no connection, the server's detail, or
 * `padrao` when the answer said nothing readable.
 */
export function failureMessage(error: unknown, padrao: string, rede: string): string {
  if (error instanceof NetworkError || error instanceof TypeError) return rede;
  const message = error instanceof Error ? error.message : '';
  return message && !message.startsWith('ra.') ? message : padrao;
}
