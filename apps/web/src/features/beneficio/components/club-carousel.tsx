import { Carousel, type CarouselProps } from '../../../components/carousel/carousel.tsx';
import './beneficio.css';

type ClubCarouselProps<T> = Pick<CarouselProps<T>, 'slides' | 'renderSlide' | 'intervalMs'> & {
  /** The id of the block's heading, which names it. */
  titleId: string;
  /** Names a slide's dot by its number ('Brinde 2'). */
  item: (number: number) => string;
};

/** A club-home block's carousel: inside the block's section, so a group under its heading. */
export function ClubCarousel<T>({ titleId, item, ...carousel }: ClubCarouselProps<T>) {
  return (
    <Carousel
      className="club-carousel"
      role="group"
      labelledBy={titleId}
      dots={item}
      {...carousel}
    />
  );
}
