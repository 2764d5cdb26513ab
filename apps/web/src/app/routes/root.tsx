import { Outlet, ScrollRestoration, useRouteError } from 'react-router';
import { Link } from '../../components/link.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { paths } from '../../config/paths.ts';
import { errorsT, portugueseT } from '../../lib/i18n.ts';
import './root.css';

/** The root route: guard loader (see navigation-guard.ts) and nothing visual of its own. */
export default function Root() {
  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}

/*
 * Both screens below show Portuguese on every category, as they always have: they stand outside
 * the category's pages, and no English was ever written for them.
 */

/** Shown while the first page's loaders run. */
export function PageSpinner() {
  return (
    <div className="page-spinner">
      <Spinner label={portugueseT('common.loading')} size="large" />
    </div>
  );
}

/** Last resort when a page fails outside its sections' own boundaries. */
export function RootErrorBoundary() {
  const error = useRouteError();
  console.warn('Erro de rota', error);
  return (
    <div className="root-error" role="alert">
      <h1>{errorsT('pageFailed')}</h1>
      <p>{errorsT('pageFailedDetail')}</p>
      <Link className="button" to={paths.root} reloadDocument>
        {portugueseT('notFound.back')}
      </Link>
    </div>
  );
}
