import type { TranslationsOf } from '../resources.ts';
import type { carouselPtBr } from './pt-br.ts';

/** The carousels' texts in English (formula-4, public-site.md §1). */
export const carouselEn: TranslationsOf<typeof carouselPtBr> = {
  roledescription: 'carousel',
  slideRoledescription: 'slide',
  slide: '{{current}} of {{total}}',
  banners: {
    label: 'Highlights',
    previous: 'Previous banner',
    next: 'Next banner',
    goTo: 'Show banner {{number}}',
  },
};
