import { Carousel, type CarouselProps } from '../../../components/carousel/carousel.tsx';
import './beneficio.css';

type ClubCarouselProps<T> = Pick<CarouselProps<T>, 'slides' | 'renderSlide' | 'intervalMs'> & {
  /** The id of the block's heading, which names it. */
  titleId: string;
  /** What one slide is, naming its dot: 'Brinde' gives 'Brinde 2'. */
  item: string;
};

/** A club-home block's carousel: inside the block's section, so a group under its heading. */
export function ClubCarousel<T>({ titleId, item, ...carousel }: ClubCarouselProps<T>) {
  return (
    <Carousel
      className="club-carousel"
      role="group"
      labelledBy={titleId}
      dots={(number) => `${item} ${number}`}
      {...carousel}
    />
  );
}
