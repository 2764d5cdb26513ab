import { PAGINAS_LEGAIS } from '@stockcar/shared/schemas/admin/editorial';

export const PAGINA_CHOICES = PAGINAS_LEGAIS.map((pagina) => ({
  id: pagina,
  name: `resources.paginas-legais.paginas.${pagina}`,
}));
