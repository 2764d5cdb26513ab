import { Link } from '../../../components/link.tsx';
import { COMMERCIAL_NS } from '../../../lib/commercial-i18n.ts';
import { AreasList } from './areas-list.tsx';
import { TestimonialCarousel } from './testimonial-carousel.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import './careers.css';

/** The careers page body (public-site.md §2.5): areas, testimonials and the talent bank. */
export function Careers({ formHref }: { formHref: string }) {
  const { t } = useTranslation(COMMERCIAL_NS);
  return (
    <div className="careers">
      <section className="careers__section" aria-labelledby="careers-areas">
        <h2 id="careers-areas" className="careers__heading">
          {t('careers.areas')}
        </h2>
        <AreasList />
      </section>
      <TestimonialCarousel />
      <section className="careers__section careers-cta" aria-labelledby="careers-cta">
        <h2 id="careers-cta" className="careers__heading">
          {t('careers.ctaTitle')}
        </h2>
        <p>{t('careers.ctaText')}</p>
        <Link className="button" to={formHref}>
          {t('careers.cta')}
        </Link>
      </section>
    </div>
  );
}

/** After the CV: thanks, and the way into the fan club (public-site.md §2.3). */
export function TalentThanks({ clubHref }: { clubHref: string }) {
  const { t } = useTranslation(COMMERCIAL_NS);
  return (
    <section className="careers-cta">
      <p>{t('thanks.text')}</p>
      <p>{t('thanks.club')}</p>
      <Link className="button" to={clubHref}>
        {t('thanks.clubLink')}
      </Link>
    </section>
  );
}
