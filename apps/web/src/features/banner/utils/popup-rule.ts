/**
 * public-site.md §4, as written: the popup is skipped when the session value `live` is 'false'
 * or absent. The shell writes `live` once the live check is done (see the live modal).
 */
export function popupAllowed(live: string | null): boolean {
  return live !== null && live !== 'false';
}
