import type { KeyboardEvent, ReactNode } from 'react';
import { useRotation } from '../../lib/use-rotation.ts';
import { useSwipe } from '../../lib/use-swipe.ts';
import { CarouselControls, type CarouselControlsProps } from './carousel-controls.tsx';
import { CarouselDots } from './carousel-dots.tsx';
import { carouselEn } from '@stockcar/shared/locales/carousel/en';
import { carouselPtBr } from '@stockcar/shared/locales/carousel/pt-br';
import { registerNamespace, useTranslation } from '../../lib/i18n.ts';
import './carousel.css';

// The carousel's texts come with it, out of the shell's (e2e/home-bundle.ts budgets the home).
export const CAROUSEL_NS = 'carousel';
registerNamespace(CAROUSEL_NS, carouselPtBr, carouselEn);

/** Its own words, or the id of the heading of the section it sits in. */
type CarouselName = { label: string; labelledBy?: never } | { labelledBy: string; label?: never };

/** `pause`: none, no button (pointer and focus still hold it); `arrows`: none, no arrows. */
export type CarouselProps<T> = CarouselName &
  Pick<CarouselControlsProps, 'pause' | 'arrows'> & {
    slides: readonly T[];
    renderSlide: (slide: T, index: number) => ReactNode;
    /** How long each slide stays before the next; none: it moves by hand only. */
    intervalMs?: number;
    /** A region (a landmark); a group where the section around it is already that region. */
    role?: 'region' | 'group';
    /** Names each dot (n => 'Brinde 2'); 'still': dots that only show where it is; none: no dots. */
    dots?: ((number: number) => string) | 'still';
    /** Slides glide sideways (every slide mounted in a track); otherwise only the current one is. */
    animated?: boolean;
    /** The carousel's own look, on top of the shared structure. */
    className?: string;
  };

type TrackProps<T> = Pick<CarouselProps<T>, 'slides' | 'renderSlide' | 'animated'> & {
  index: number;
};

/** The slides, each a group 'n de m'; a gliding track keeps the others mounted, hidden, inert. */
function Track<T>({ slides, renderSlide, animated, index }: TrackProps<T>) {
  const { t } = useTranslation(CAROUSEL_NS);
  return (
    <div
      className="carousel__track"
      style={animated ? { transform: `translateX(-${index * 100}%)` } : undefined}
    >
      {slides.map((slide, position) => {
        if (!animated && position !== index) return null;
        return (
          <div
            key={position}
            className="carousel__slide"
            role="group"
            aria-roledescription={t('slideRoledescription')}
            aria-label={t('slide', { current: position + 1, total: slides.length })}
            aria-hidden={position !== index || undefined}
            inert={position !== index}
          >
            {renderSlide(slide, position)}
          </div>
        );
      })}
    </div>
  );
}

/**
 * The site's one carousel (WAI-ARIA APG carousel pattern): a named region or group, each slide
 * a group 'n de m', optional pause, arrows and dots, the arrow keys on its controls, a touch
 * swipe, held still while the visitor reads it, no rotation nor glide with reduced motion
 * (useRotation, carousel.css). One slide per view: a feature puts several cards on a slide.
 */
export function Carousel<T>(props: CarouselProps<T>) {
  const { slides, renderSlide, intervalMs, role = 'region', arrows, dots, pause } = props;
  const { t } = useTranslation(CAROUSEL_NS);
  const count = slides.length;
  const rotation = useRotation(count, intervalMs ?? null);
  const { index, go } = rotation;
  const swipe = useSwipe((step) => go(index + step), { mouse: false });
  // On every control: the container takes no focus, so keys reach it only from them.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') go(index - 1);
    if (event.key === 'ArrowRight') go(index + 1);
  };
  if (count === 0) return null;
  const several = count > 1;
  return (
    <div
      className={['carousel', props.animated && 'carousel--animated', props.className]
        .filter(Boolean)
        .join(' ')}
      role={role}
      aria-roledescription={t('roledescription')}
      aria-label={props.label}
      aria-labelledby={props.labelledBy}
      onMouseEnter={() => rotation.hold(true)}
      onMouseLeave={() => rotation.hold(false)}
      onFocus={() => rotation.hold(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) rotation.hold(false);
      }}
    >
      {several && (pause || arrows) && (
        <CarouselControls
          pause={intervalMs === undefined ? undefined : pause}
          arrows={arrows}
          paused={rotation.paused}
          onPause={rotation.togglePaused}
          onStep={(step) => go(index + step)}
          onKeyDown={onKeyDown}
        />
      )}
      {/* Announced when the visitor moves it, silent while it turns by itself. */}
      <div
        className="carousel__viewport"
        aria-live={rotation.rotating ? 'off' : 'polite'}
        {...swipe}
      >
        <Track slides={slides} renderSlide={renderSlide} index={index} animated={props.animated} />
      </div>
      {dots && (
        <CarouselDots
          count={count}
          index={index}
          label={dots === 'still' ? undefined : dots}
          onSelect={go}
          onKeyDown={onKeyDown}
        />
      )}
    </div>
  );
}
