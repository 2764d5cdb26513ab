import type { Galeria } from '@stockcar/shared/schemas/noticias';
import { paths } from '../../../config/paths.ts';
import { EDITORIAL_NS } from '../../../lib/editorial-i18n.ts';
import { formatPublicationDate } from '../utils/publication-date.ts';
import { Card } from './news-card.tsx';
import { useTranslation } from '../../../lib/i18n.ts';

/** A gallery card: its first photo, date and photo count, linking to the gallery page. */
export function GalleryCard({ galeria, slug }: { galeria: Galeria; slug: string }) {
  const { t } = useTranslation(EDITORIAL_NS);
  return (
    <Card
      href={paths.category.galeria.href(slug, galeria.id)}
      title={galeria.titulo}
      image={galeria.imagemGaleria[0]}
      level={3}
      meta={
        <>
          <time dateTime={galeria.dataPublicacao}>
            {formatPublicationDate(galeria.dataPublicacao)}
          </time>
          {' · '}
          {t('galleries.photos', { count: galeria.imagemGaleria.length })}
        </>
      }
    />
  );
}
