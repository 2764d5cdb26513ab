import {
  DEPOIMENTOS_CAROUSEL_SECONDS,
  type Depoimento,
} from '@stockcar/shared/schemas/clube-conteudo';
import { Notice } from '../../../components/notice.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { useDepoimentos } from '../api/get-depoimentos.ts';
import { CONTEUDO_NS } from '../../../lib/club-i18n.ts';
import { ClubCarousel } from './club-carousel.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import './beneficio.css';

/** One member's words and who they are. */
function Testimonial({ texto, nome }: Depoimento) {
  return (
    <blockquote className="club-testimonial">
      <p>“{texto}”</p>
      <footer>{nome}</footer>
    </blockquote>
  );
}

/**
 * The testimonials carousel of the club home: one at a time, every 10 s (fan-club.md §9); the
 * club manager writes them in the console (GET /Depoimento).
 */
export function TestimonialsCarousel() {
  const { t } = useTranslation(CONTEUDO_NS);
  const testimonials = useDepoimentos();
  return (
    <section className="club-block" aria-labelledby="club-testimonials-title">
      <h2 id="club-testimonials-title" className="club-block__title">
        {t('testimonials.title')}
      </h2>
      {testimonials.isPending && <Spinner label={t('testimonials.loading')} />}
      {testimonials.isError && <Notice variant="danger">{t('testimonials.failed')}</Notice>}
      {testimonials.data?.length === 0 && <Notice>{t('testimonials.empty')}</Notice>}
      {testimonials.data && testimonials.data.length > 0 && (
        <ClubCarousel
          titleId="club-testimonials-title"
          item={(n) => t('testimonials.item', { n })}
          slides={testimonials.data}
          intervalMs={DEPOIMENTOS_CAROUSEL_SECONDS * 1000}
          renderSlide={(testimonial) => <Testimonial {...testimonial} />}
        />
      )}
    </section>
  );
}
