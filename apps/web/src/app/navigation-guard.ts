import { matchRoutes, redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { paths } from '../config/paths.ts';
import { applyCategoryLanguage, englishUrlFor } from '../lib/language.ts';
import { isSignedIn, resumeSession } from '../lib/session.ts';
import { routeHandles } from './route-handle.ts';

/**
 * The navigation guard of public-site.md §2.2 and fan-club.md §2, run as the root loader before every navigation
 * (the root route revalidates always). Title and hidden chrome are read by the layout.
 */
export function createNavigationGuard(getRoutes: () => RouteObject[]) {
  return async ({ request, params }: LoaderFunctionArgs): Promise<null> => {
    const url = new URL(request.url);
    // Read before the language is applied: it follows the page being left (decision 0030).
    const english = englishUrlFor(params.categoria, url);
    if (english) throw redirect(english);
    applyCategoryLanguage(params.categoria, url.search);
    if (url.searchParams.get('stockclub') === 'true') throw redirect(paths.stockclub.profile);
    const matches = matchRoutes(getRoutes(), url.pathname) ?? [];
    const handles = routeHandles(matches.map((match) => ({ handle: match.route.handle })));
    if (handles.some((handle) => handle.requiresLogin) && !(await resumeSession())) {
      throw redirect(paths.stockclub.login);
    }
    // Pages for visitors only (login, forgot and reset password) send a member on (§2).
    const memberGoesTo = handles.findLast((handle) => handle.memberGoesTo)?.memberGoesTo;
    if (memberGoesTo && isSignedIn()) throw redirect(memberGoesTo + url.search);
    return null;
  };
}
