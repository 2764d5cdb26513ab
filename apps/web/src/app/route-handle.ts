import type { UIMatch } from 'react-router';
import type { CategorySlug } from '@stockcar/shared/categories';
import type { TitleKey } from '@stockcar/shared/locales/titles/pt-br';

export type { TitleKey };

/** What a route declares about itself; read by the navigation guard and the layout. */
export interface RouteHandle {
  /** Route name for the document title (public-site.md §2.2). */
  titleKey?: TitleKey;
  /** Needs a member's session, else the guard sends the visitor to /stockclub/login. */
  requiresLogin?: boolean;
  /** For visitors only: a signed-in member is sent here, query kept (fan-club.md §2). */
  memberGoesTo?: string;
  /** Menu, footer and partner logos hidden (fanpush-tv, §2.2). */
  hideChrome?: boolean;
  /** Categories on which the page hides the partner logos (the B2B list on e-stock, §2.4). */
  hidePartnerLogosOn?: readonly CategorySlug[];
}

function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null;
}

/** Route handles from the outermost route to the innermost. */
export function routeHandles(matches: readonly Pick<UIMatch, 'handle'>[]): RouteHandle[] {
  return matches.flatMap((match) => (isRouteHandle(match.handle) ? [match.handle] : []));
}
