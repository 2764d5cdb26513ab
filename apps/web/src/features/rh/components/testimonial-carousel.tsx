import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { DepoimentoSchema } from '@stockcar/shared/schemas/comercial';
import { Notice } from '../../../components/notice.tsx';
import { LoadingBlock } from '../../../components/page.tsx';
import { COMMERCIAL_NS } from '../../../lib/commercial-i18n.ts';
import { useDepoimentos } from '../api/get-depoimentos.ts';
import { useRotation } from '../../../lib/use-rotation.ts';
import { TESTIMONIAL_INTERVAL_MS } from '../utils/testimonial-interval.ts';

type Depoimento = z.infer<typeof DepoimentoSchema>;

function Slides({ depoimentos }: { depoimentos: Depoimento[] }) {
  const { t } = useTranslation(COMMERCIAL_NS);
  const carousel = useRotation(depoimentos.length, TESTIMONIAL_INTERVAL_MS);
  const total = depoimentos.length;
  const current = depoimentos[carousel.index];
  // On every control: the region itself takes no focus, so keys reach it only from them.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') carousel.go(carousel.index - 1);
    if (event.key === 'ArrowRight') carousel.go(carousel.index + 1);
  };
  return (
    <div
      className="testimonials"
      role="region"
      aria-roledescription="carrossel"
      aria-label={t('careers.testimonials')}
      onMouseEnter={() => carousel.hold(true)}
      onMouseLeave={() => carousel.hold(false)}
      onFocus={() => carousel.hold(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) carousel.hold(false);
      }}
    >
      {total > 1 && (
        <div className="testimonials__controls">
          <button
            type="button"
            className="testimonials__toggle"
            onKeyDown={onKeyDown}
            onClick={carousel.togglePaused}
          >
            {carousel.paused ? t('careers.play') : t('careers.pause')}
          </button>
          <button
            type="button"
            onKeyDown={onKeyDown}
            className="testimonials__arrow"
            aria-label={t('careers.previous')}
            onClick={() => carousel.go(carousel.index - 1)}
          >
            ‹
          </button>
          <button
            type="button"
            onKeyDown={onKeyDown}
            className="testimonials__arrow"
            aria-label={t('careers.next')}
            onClick={() => carousel.go(carousel.index + 1)}
          >
            ›
          </button>
        </div>
      )}
      {/* Announced when the visitor moves it, silent while it turns by itself. */}
      <div aria-live={carousel.rotating ? 'off' : 'polite'}>
        {current && (
          <figure
            className="testimonial"
            role="group"
            aria-roledescription="slide"
            aria-label={t('careers.slide', { current: carousel.index + 1, total })}
          >
            <img className="testimonial__photo" src={current.imagem} alt="" />
            <blockquote className="testimonial__text">{current.depoimento}</blockquote>
            <figcaption>
              <strong>{current.nome}</strong> <span>{current.cargo}</span>
            </figcaption>
          </figure>
        )}
      </div>
      {total > 1 && (
        <div className="testimonials__dots">
          {depoimentos.map((depoimento, position) => (
            <button
              type="button"
              onKeyDown={onKeyDown}
              key={`${depoimento.nome}-${position}`}
              className="testimonials__dot"
              aria-label={t('careers.goTo', { number: position + 1 })}
              aria-current={position === carousel.index ? 'true' : undefined}
              onClick={() => carousel.go(position)}
            />
          ))}
        </div>
      )}
    </div>
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
