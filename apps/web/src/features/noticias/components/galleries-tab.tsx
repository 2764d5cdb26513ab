import type { Category } from '@stockcar/shared/categories';
import { EDITORIAL_NS } from '../../../lib/editorial-i18n.ts';
import { useGaleriasFeed } from '../api/get-galerias.ts';
import { GalleryCard } from './gallery-card.tsx';
import { PagedFeed } from './paged-feed.tsx';
import { useTranslation } from '../../../lib/i18n.ts';

/** The GALERIAS tab: the season's galleries in pages of 12, like the news. */
export function GalleriesTab({ category, ano }: { category: Category; ano: number | undefined }) {
  const { t } = useTranslation(EDITORIAL_NS);
  const query = useGaleriasFeed(category.id, ano);
  return (
    <PagedFeed
      query={query}
      empty={t('galleries.empty')}
      itemKey={(galeria) => galeria.id}
      renderItem={(galeria) => <GalleryCard galeria={galeria} slug={category.slug} />}
    />
  );
}
