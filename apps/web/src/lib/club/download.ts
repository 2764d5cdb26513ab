import { refreshAccessToken } from '../access-token.ts';
import { ApiError, problemDetail } from '../api-error.ts';
import { getRuntimeConfig } from '../runtime-config.ts';
import { logout, resumeSession } from '../session.ts';
import { errorsT } from '../i18n.ts';

/**
 * A member's file download (fan-club.md §7: `Beneficio/{id}/Download` as a blob with the API
 * key and the bearer). The JSON client parses bodies, so files take this small path.
 */

export interface DownloadedFile {
  blob: Blob;
  filename: string;
}

/** The name in Content-Disposition: `filename*` (UTF-8) first, then `filename`. */
export function filenameOf(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback;
  const extended = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (extended) {
    try {
      return decodeURIComponent(extended);
    } catch {
      // A malformed encoding: the plain name below is still there.
    }
  }
  return /filename="([^"]+)"/i.exec(disposition)?.[1] ?? fallback;
}

async function failureOf(response: Response): Promise<ApiError> {
  const text = await response.text();
  // Not problem+json: the generic text.
  const detail = problemDetail(text) ?? errorsT('serverError');
  // The session is over on the server: the member logs in again, as the API client does.
  if (response.status === 401) logout();
  return new ApiError(response.status, detail);
}

export async function fetchDownload(path: string, fallbackName: string): Promise<DownloadedFile> {
  const { apiBaseUrl, apiKey } = getRuntimeConfig();
  const send = (token: string | null) => {
    const headers = new Headers({ 'x-api-key': apiKey });
    if (token) headers.set('authorization', `Bearer ${token}`);
    return fetch(`${apiBaseUrl}${path}`, { headers });
  };
  const token = await resumeSession();
  let response = await send(token);
  // A token the server no longer takes (the tab slept): renewed once, as the API client does.
  if (response.status === 401 && token && (await refreshAccessToken()) === 'renewed') {
    response = await send(await resumeSession());
  }
  if (!response.ok) throw await failureOf(response);
  return {
    blob: await response.blob(),
    filename: filenameOf(response.headers.get('content-disposition'), fallbackName),
  };
}

/** Hands a blob to the browser as a download named `filename`. */
export function saveBlob({ blob, filename }: DownloadedFile): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next tick: the click has started the download by then.
  window.setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Downloads a member file and saves it. */
export async function apiDownload(path: string, fallbackName: string): Promise<DownloadedFile> {
  const file = await fetchDownload(path, fallbackName);
  saveBlob(file);
  return file;
}
