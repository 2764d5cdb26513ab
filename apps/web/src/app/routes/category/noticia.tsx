import { getNoticiaQueryOptions } from '../../../features/noticias/api/get-noticia.ts';
import { NewsArticle } from '../../../features/noticias/components/news-article.tsx';
import { detailRoute } from './detail-route.tsx';

/** `/noticia/:id`: the article; the server has already filled this URL's HTML head (§2.5). */
const route = detailRoute(
  'id',
  (queryClient, idCategoria, id) =>
    queryClient.ensureQueryData(getNoticiaQueryOptions(idCategoria, id)),
  NewsArticle,
);

export const clientLoader = route.clientLoader;
export default route.DetailPage;
