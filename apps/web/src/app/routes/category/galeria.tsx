import { getGaleriaQueryOptions } from '../../../features/noticias/api/get-galeria.ts';
import { GalleryDetail } from '../../../features/noticias/components/gallery-detail.tsx';
import { detailRoute } from './detail-route.tsx';

/** `/galeria/:id`: the gallery and its lightbox (§2.5). */
const route = detailRoute(
  'id',
  (queryClient, idCategoria, id) =>
    queryClient.ensureQueryData(getGaleriaQueryOptions(idCategoria, id)),
  GalleryDetail,
);

export const clientLoader = route.clientLoader;
export default route.DetailPage;
