import { useTranslation } from 'react-i18next';
import { Notice } from '../../../components/notice.tsx';
import { failureText } from '../../../lib/api-error.ts';
import { EDITORIAL_NS } from '../../../lib/editorial-i18n.ts';
import { usePilotoGalerias } from '../api/get-piloto-galerias.ts';
import { GalleryCard } from './gallery-card.tsx';
import './editorial.css';
import './driver-galleries.css';

/**
 * The driver page's galleries (the route's `?piloto=`, public-site.md §2.3), linking to each
 * gallery's page. Like the driver's news, the block shows only when there is something in it.
 */
export function DriverGalleries({ idPiloto, slug }: { idPiloto: number; slug: string }) {
  const { t } = useTranslation(EDITORIAL_NS);
  const query = usePilotoGalerias(idPiloto);
  if (query.isPending) return null;
  if (query.isError) {
    return <Notice variant="danger">{failureText(query.error, t('common.error'))}</Notice>;
  }
  if (query.data.length === 0) return null;
  return (
    <section className="driver-galleries" aria-labelledby="galerias-do-piloto">
      <h2 id="galerias-do-piloto" className="driver-galleries__title">
        {t('galleries.driver')}
      </h2>
      <ul className="news-grid">
        {query.data.map((galeria) => (
          <li key={galeria.id}>
            <GalleryCard galeria={galeria} slug={slug} />
          </li>
        ))}
      </ul>
    </section>
  );
}
