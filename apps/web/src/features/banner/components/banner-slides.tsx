import type { Banner } from '@stockcar/shared/schemas/banner';
import { CAROUSEL_NS, Carousel } from '../../../components/carousel/carousel.tsx';
import { SmartLink } from '../../../components/smart-link.tsx';
import { useTranslation } from '../../../lib/i18n.ts';

/** The banners themselves, a chunk of their own (see banner-carousel.tsx). */
export function BannerSlides({ banners }: { banners: Banner[] }) {
  const { t } = useTranslation(CAROUSEL_NS);
  // The banners move only when the visitor moves them.
  return (
    <Carousel
      className="banners carousel--bars"
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
            // The first slide is the home's largest paint: fetched before the other images.
            fetchPriority={position === 0 ? 'high' : 'auto'}
          />
        </SmartLink>
      )}
    />
  );
}
