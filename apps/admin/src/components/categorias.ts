import { CATEGORIES } from '@stockcar/shared/categories';

/** The racing categories for SelectInput/SelectField (ids of the API, names of the site). */
export const CATEGORIA_CHOICES = CATEGORIES.map((category) => ({
  id: category.id,
  name: category.name,
}));
