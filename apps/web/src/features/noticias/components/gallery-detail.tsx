import { useState } from 'react';
import { Link } from '../../../components/link.tsx';
import type { Galeria } from '@stockcar/shared/schemas/noticias';
import { Notice } from '../../../components/notice.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { ResponsiveImage } from '../../../components/responsive-image.tsx';
import { paths } from '../../../config/paths.ts';
import { EDITORIAL_NS } from '../../../lib/editorial-i18n.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useGaleria } from '../api/get-galeria.ts';
import { DetailStates, type DetailProps } from './detail-states.tsx';
import { formatPublicationDate } from '../utils/publication-date.ts';
import { Lightbox } from './lightbox.tsx';
import { CARD_SIZES } from './news-card.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import './editorial.css';
import './gallery-detail.css';

function Gallery({ galeria, slug }: { galeria: Galeria; slug: string }) {
  const { t } = useTranslation(EDITORIAL_NS);
  const [open, setOpen] = useState<number | undefined>();
  const images = galeria.imagemGaleria;
  const total = images.length;
  return (
    <article className="gallery">
      <PageHeader
        title={galeria.titulo}
        subtitle={`${formatPublicationDate(galeria.dataPublicacao)} · ${t('galleries.photos', { count: total })}`}
      />
      {total === 0 ? (
        <Notice>{t('galleries.noPhotos')}</Notice>
      ) : (
        <ul className="card-grid gallery__grid">
          {images.map((src, i) => (
            <li key={`${i}-${src}`}>
              <button
                type="button"
                className="gallery__thumb"
                aria-label={t('galleries.open', { n: i + 1, total })}
                onClick={() => setOpen(i)}
              >
                <ResponsiveImage src={src} alt="" width={640} height={360} sizes={CARD_SIZES} />
              </button>
            </li>
          ))}
        </ul>
      )}
      <Link
        className="section-link editorial-link"
        to={paths.category.novidades.href(slug, { aba: 'galerias' })}
      >
        {t('galleries.all')}
      </Link>
      {open !== undefined && (
        <Lightbox
          titulo={galeria.titulo}
          images={images}
          index={open}
          onIndex={setOpen}
          onClose={() => setOpen(undefined)}
        />
      )}
    </article>
  );
}

/** The gallery page (public-site.md §2.5): title and photos, each opening the lightbox. */
export function GalleryDetail({ category, id, notFound }: DetailProps) {
  const query = useGaleria(category.id, id);
  usePageTitle(query.data?.titulo);
  return (
    <DetailStates query={query} notFound={notFound}>
      {(galeria) => <Gallery galeria={galeria} slug={category.slug} />}
    </DetailStates>
  );
}
