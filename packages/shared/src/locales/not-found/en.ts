import type { TranslationsOf } from '../resources.ts';
import type { notFoundPtBr } from './pt-br.ts';

/** The 404's texts in English (formula-4, public-site.md §1). */
export const notFoundEn: TranslationsOf<typeof notFoundPtBr> = {
  title: 'Oops! We went off track.',
  text: 'The page you are looking for does not exist or has moved.',
};
