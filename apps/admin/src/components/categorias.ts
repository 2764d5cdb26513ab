import { CATEGORIES } from '@stockcar/shared/categories';

/**
 * The racing categories as select choices (id = the API's `categoriaId`). The list is the
 * shared one the public site routes by, so the console needs no request to fill the select.
 */
export const CATEGORIA_CHOICES = CATEGORIES.map((categoria) => ({
  id: categoria.id,
  name: categoria.name,
}));
