import { CENAS_EVENTO, PAGINAS_EVENTO } from '@stockcar/shared/schemas/pagina-evento';

export const PAGINA_CHOICES = PAGINAS_EVENTO.map((pagina) => ({
  id: pagina,
  name: `resources.paginas-evento.paginas.${pagina}`,
}));

export const CENA_CHOICES = CENAS_EVENTO.map((cena) => ({
  id: cena,
  name: `resources.paginas-evento.cenas.${cena}`,
}));
