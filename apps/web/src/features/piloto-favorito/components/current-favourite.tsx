import { Link } from '../../../components/link.tsx';
import type { PilotoFavorito } from '@stockcar/shared/schemas/clube-perfil';
import { DEFAULT_CATEGORY_SLUG } from '@stockcar/shared/categories';
import { paths } from '../../../config/paths.ts';
import { CLUBE_NS } from '../../../lib/club-i18n.ts';
import { useTranslation } from '../../../lib/i18n.ts';

interface CurrentFavouriteProps {
  favorito: PilotoFavorito | null;
}

/** The member's favourite as the profile has it: photo, number and name, or none yet. */
export function CurrentFavourite({ favorito }: CurrentFavouriteProps) {
  const { t } = useTranslation(CLUBE_NS);
  return (
    <section className="fav-driver__current" aria-labelledby="fav-driver-current">
      <h2 id="fav-driver-current" className="fav-driver__heading">
        {t('favouriteDriver.current')}
      </h2>
      {favorito ? (
        <div className="fav-driver__current-card">
          <img
            className="fav-driver__current-photo"
            src={favorito.imagem}
            alt=""
            width={160}
            height={192}
            decoding="async"
          />
          <div>
            <p className="display fav-driver__current-number">{favorito.numero}</p>
            <p className="fav-driver__current-name">{favorito.nome}</p>
            {/* Favourites are Pro Series drivers (fan-club.md §7), so his page is there. */}
            <Link to={paths.category.piloto.href(DEFAULT_CATEGORY_SLUG, favorito.id)}>
              {t('favouriteDriver.driverPage')}
            </Link>
          </div>
        </div>
      ) : (
        <p className="stockclub__lead">{t('favouriteDriver.none')}</p>
      )}
    </section>
  );
}
