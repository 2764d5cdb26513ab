import { CV_EXTENSIONS, CV_MAX_BYTES } from '@stockcar/shared/schemas/comercial';
import { cvT } from '../../../lib/commercial-i18n.ts';

/** What the file picker offers. */
export const CV_ACCEPT = CV_EXTENSIONS.join(',');

/**
 * The client's CV checks (the server checks again, by content too): a file is required, named
 * .pdf, .doc or .docx, of at most 5 MB. Undefined when the file may be sent.
 */
export function cvError(file: Pick<File, 'name' | 'size'> | undefined): string | undefined {
  if (!file || file.size === 0) return cvT('required');
  const name = file.name.toLowerCase();
  if (!CV_EXTENSIONS.some((extension) => name.endsWith(extension))) return cvT('type');
  if (file.size > CV_MAX_BYTES) return cvT('size');
  return undefined;
}
