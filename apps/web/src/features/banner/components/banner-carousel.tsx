import { useTranslation } from 'react-i18next';
import type { Banner } from '@stockcar/shared/schemas/banner';
import { Notice } from '../../../components/notice.tsx';
import { SmartLink } from '../../../components/smart-link.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { useRotation } from '../../../lib/use-rotation.ts';
import { useBanners } from '../api/get-banners.ts';
import './banner-carousel.css';

function Slides({ banners }: { banners: Banner[] }) {
  const { t } = useTranslation();
  // The banners move only when the visitor moves them.
  const { index, go } = useRotation(banners.length, null);
  return (
    <div className="banners" aria-roledescription="carousel" aria-label={t('banners.label')}>
      <div className="banners__track" style={{ transform: `translateX(-${index * 100}%)` }}>
        {banners.map((banner, position) => (
          <div
            className="banners__slide"
            key={`${banner.url}-${position}`}
            aria-hidden={position !== index}
            inert={position !== index}
          >
            <SmartLink href={banner.link || '#'} newTab={!banner.link.startsWith('/')}>
              <img
                src={banner.url}
                alt={banner.titulo}
                loading={position === 0 ? 'eager' : 'lazy'}
              />
            </SmartLink>
          </div>
        ))}
      </div>
      {banners.length > 1 && (
        <>
          <button
            type="button"
            className="banners__arrow banners__arrow--prev"
            aria-label={t('banners.previous')}
            onClick={() => go(index - 1)}
          >
            ‹
          </button>
          <button
            type="button"
            className="banners__arrow banners__arrow--next"
            aria-label={t('banners.next')}
            onClick={() => go(index + 1)}
          >
            ›
          </button>
          <div className="banners__dots">
            {banners.map((banner, position) => (
              <button
                type="button"
                key={`${banner.url}-${position}`}
                className="banners__dot"
                aria-label={t('banners.goTo', { number: position + 1 })}
                aria-current={position === index ? 'true' : undefined}
                onClick={() => go(position)}
              />
            ))}
          </div>
        </>
      )}
    </div>
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
