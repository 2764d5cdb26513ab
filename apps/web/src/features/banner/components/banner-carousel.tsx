import { useTranslation } from 'react-i18next';
import type { Banner } from '@stockcar/shared/schemas/banner';
import { Notice } from '../../../components/notice.tsx';
import { SmartLink } from '../../../components/smart-link.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { Carousel } from '../../../components/carousel/carousel.tsx';
import { useBanners } from '../api/get-banners.ts';
import './banner-carousel.css';

function Slides({ banners }: { banners: Banner[] }) {
  const { t } = useTranslation();
  // The banners move only when the visitor moves them.
  return (
    <Carousel
      className="banners"
      label={t('banners.label')}
      slides={banners}
      animated
      arrows={{ previous: t('banners.previous'), next: t('banners.next') }}
      dots={(number) => t('banners.goTo', { number })}
      renderSlide={(banner, position) => (
        <SmartLink href={banner.link || '#'} newTab={!banner.link.startsWith('/')}>
          <img
            className="banners__image"
            src={banner.url}
            alt={banner.titulo}
            loading={position === 0 ? 'eager' : 'lazy'}
          />
        </SmartLink>
      )}
    />
  );
}

/** The home's banners (public-site.md §2.3); no banner means no block at all. */
export function BannerCarousel({ idCategoria }: { idCategoria: number }) {
  const { t } = useTranslation();
  const query = useBanners(idCategoria);
  if (query.isPending) {
    return (
      <div className="banners banners--pending">
        <Spinner label={t('common.loading')} />
      </div>
    );
  }
  if (query.isError) return <Notice variant="danger">{t('banners.error')}</Notice>;
  if (query.data.length === 0) return null;
  return <Slides banners={query.data} />;
}
