import { STATUS_NOTICIA } from '@stockcar/shared/schemas/admin/editorial';

export const STATUS_CHOICES = STATUS_NOTICIA.map((status) => ({
  id: status,
  name: `resources.noticias.status.${status}`,
}));
