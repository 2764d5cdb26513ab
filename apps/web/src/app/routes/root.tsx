import { Link, Outlet, ScrollRestoration, useRouteError } from 'react-router';
import { Spinner } from '../../components/spinner.tsx';
import { paths } from '../../config/paths.ts';
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

/** Shown while the first page's loaders run. */
export function PageSpinner() {
  return (
    <div className="page-spinner">
      <Spinner label="Carregando…" size="large" />
    </div>
  );
}

/** Last resort when a page fails outside its sections' own boundaries. */
export function RootErrorBoundary() {
  const error = useRouteError();
  console.warn('Erro de rota', error);
  return (
    <div className="root-error" role="alert">
      <h1>Algo deu errado.</h1>
      <p>Não foi possível abrir esta página agora. Tente novamente em instantes.</p>
      <Link className="button" to={paths.root} reloadDocument>
        Voltar para o início
      </Link>
    </div>
  );
}
