import { Link } from '../../../components/link.tsx';
import { paths } from '../../../config/paths.ts';
import { isSignedIn } from '../../../lib/session.ts';
import { getPerfilQueryOptions } from '../../../lib/club/perfil-query.ts';
import { getPilotosClubeQueryOptions } from '../../../features/piloto-favorito/api/get-pilotos-clube.ts';
import { FavouriteDriverPage } from '../../../features/piloto-favorito/components/favourite-driver-page.tsx';
import { warmingLoader } from '../lazy-page.ts';
import { CLUBE_NS } from '../../../lib/club-i18n.ts';
import { useTranslation } from '../../../lib/i18n.ts';

/**
 * Warms the cache the page reads. Only for a member: a visitor is sent to the login by the
 * route guard, and an unauthenticated `GET /Perfil` would only answer 401. Failures are left
 * to the page, which shows them with a retry.
 */
export const clientLoader = warmingLoader((queryClient) => {
  if (!isSignedIn()) return undefined;
  return [
    queryClient.ensureQueryData(getPerfilQueryOptions()),
    queryClient.ensureQueryData(getPilotosClubeQueryOptions()),
  ];
});

/** `/stockclub/piloto-favorito` (fan-club.md §2), login required (the route guard sees to it). */
export default function PilotoFavoritoPage() {
  const { t } = useTranslation(CLUBE_NS);
  return (
    <section className="stockclub__panel">
      <h1 className="display stockclub__title">{t('nav.favouriteDriver')}</h1>
      <FavouriteDriverPage />
      <p className="fav-driver__back">
        <Link to={paths.stockclub.profile}>{t('nav.myProfile')}</Link>
      </p>
    </section>
  );
}
