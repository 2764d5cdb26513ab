import { getGaleriaQueryOptions } from '../../../features/noticias/api/get-galeria.ts';
import { GalleryDetail } from '../../../features/noticias/components/gallery-detail.tsx';
import { editorialDetailRoute } from './editorial-detail.tsx';

/** `/galeria/:id`: the gallery and its lightbox (§2.5). */
const route = editorialDetailRoute(
  (queryClient, idCategoria, id) =>
    queryClient.ensureQueryData(getGaleriaQueryOptions(idCategoria, id)),
  GalleryDetail,
);

export const clientLoader = route.clientLoader;
export default route.DetailPage;
