/** A path of the site (or an address elsewhere) as an absolute address: links that leave the page. */
export function absoluteUrl(publicUrl: string, pathOrUrl: string): string {
  return /^https?:\/\//i.test(pathOrUrl) ? pathOrUrl : `${publicUrl}${pathOrUrl}`;
}
