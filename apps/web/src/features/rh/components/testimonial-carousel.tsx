import type { z } from 'zod';
import type { DepoimentoSchema } from '@stockcar/shared/schemas/comercial';
import { Carousel } from '../../../components/carousel/carousel.tsx';
import { Notice } from '../../../components/notice.tsx';
import { LoadingBlock } from '../../../components/page.tsx';
import { COMMERCIAL_NS } from '../../../lib/commercial-i18n.ts';
import { useDepoimentos } from '../api/get-depoimentos.ts';
import { TESTIMONIAL_INTERVAL_MS } from '../utils/testimonial-interval.ts';
import { useTranslation } from '../../../lib/i18n.ts';

type Depoimento = z.infer<typeof DepoimentoSchema>;

function Slides({ depoimentos }: { depoimentos: Depoimento[] }) {
  const { t } = useTranslation(COMMERCIAL_NS);
  return (
    <Carousel
      className="testimonials carousel--bars"
      label={t('careers.testimonials')}
      slides={depoimentos}
      intervalMs={TESTIMONIAL_INTERVAL_MS}
      pause={{ pause: t('careers.pause'), resume: t('careers.play') }}
      arrows={{ previous: t('careers.previous'), next: t('careers.next') }}
      dots={(number) => t('careers.goTo', { number })}
      renderSlide={(depoimento) => (
        <figure className="testimonial">
          <img className="testimonial__photo" src={depoimento.imagem} alt="" />
          <blockquote className="testimonial__text">{depoimento.depoimento}</blockquote>
          <figcaption>
            <strong>{depoimento.nome}</strong> <span>{depoimento.cargo}</span>
          </figcaption>
        </figure>
      )}
    />
  );
}

/**
 * The testimonial carousel of the careers page, one every 10 s, pausable (§2.5, §9). With no
 * testimonial the section is left out.
 */
export function TestimonialCarousel() {
  const { t } = useTranslation(COMMERCIAL_NS);
  const query = useDepoimentos();
  if (query.isSuccess && query.data.length === 0) return null;
  return (
    <section className="careers__section" aria-labelledby="careers-testimonials">
      <h2 id="careers-testimonials" className="careers__heading">
        {t('careers.testimonials')}
      </h2>
      {query.isPending && <LoadingBlock label={t('common.loading')} />}
      {query.isError && <Notice variant="danger">{t('common.error')}</Notice>}
      {query.isSuccess && <Slides depoimentos={query.data} />}
    </section>
  );
}
