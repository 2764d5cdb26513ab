import { EDITORIAL_NS } from '../../../lib/editorial-i18n.ts';
import { usePilotoGalerias } from '../api/get-piloto-galerias.ts';
import { GalleryCard } from './gallery-card.tsx';
import './driver-galleries.css';
import { queryState } from '../../../components/query-state.tsx';
import { useTranslation } from '../../../lib/i18n.ts';

/**
 * The driver page's galleries (the route's `?piloto=`, public-site.md §2.3), linking to each
 * gallery's page. Like the driver's news, the block shows only when there is something in it.
 */
export function DriverGalleries({ idPiloto, slug }: { idPiloto: number; slug: string }) {
  const { t } = useTranslation(EDITORIAL_NS);
  const query = usePilotoGalerias(idPiloto);
  const shown = queryState(query, { pending: null, errorText: t('common.error') });
  if (!shown.ready) return shown.screen;
  if (shown.data.length === 0) return null;
  return (
    <section className="driver-galleries" aria-labelledby="galerias-do-piloto">
      <h2 id="galerias-do-piloto" className="section-title">
        {t('galleries.driver')}
      </h2>
      <ul className="card-grid">
        {shown.data.map((galeria) => (
          <li key={galeria.id}>
            <GalleryCard galeria={galeria} slug={slug} />
          </li>
        ))}
      </ul>
    </section>
  );
}
