import { lazy, Suspense } from 'react';
import { Notice } from '../../../components/notice.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { useBanners } from '../api/get-banners.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import './banner-carousel.css';

/*
 * The slides and the shared Carousel stay out of the home's first download (its budget:
 * e2e/bundle-size.test.ts). Asked for as soon as this module runs, beside the banners' data; a
 * failure here is retried by lazy() and then shown by the section's error boundary.
 */
const loadSlides = () => import('./banner-slides.tsx');
loadSlides().catch(() => undefined);
const BannerSlides = lazy(() => loadSlides().then((m) => ({ default: m.BannerSlides })));

function Pending() {
  const { t } = useTranslation();
  return (
    <div className="banners banners--pending">
      <Spinner label={t('common.loading')} />
    </div>
  );
}

/** The home's banners (public-site.md §2.3); no banner means no block at all. */
export function BannerCarousel({ idCategoria }: { idCategoria: number }) {
  const { t } = useTranslation();
  const query = useBanners(idCategoria);
  if (query.isPending) return <Pending />;
  if (query.isError) return <Notice variant="danger">{t('banners.error')}</Notice>;
  if (query.data.length === 0) return null;
  return (
    <Suspense fallback={<Pending />}>
      <BannerSlides banners={query.data} />
    </Suspense>
  );
}
