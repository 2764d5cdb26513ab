import type { Category } from '@stockcar/shared/categories';
import { Notice } from '../../../components/notice.tsx';
import { paths } from '../../../config/paths.ts';
import { EDITORIAL_NS } from '../../../lib/editorial-i18n.ts';
import { useNoticiasFeed } from '../api/get-noticias.ts';
import { useNewsSearch } from '../utils/use-news-search.ts';
import { NewsCard } from './news-card.tsx';
import { PagedFeed } from './paged-feed.tsx';
import { SearchBox } from './search-box.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import './news-tab.css';

interface NewsTabProps {
  category: Category;
  busca: string | undefined;
  ano: number | undefined;
  /** Makes a search that found news the list's search. */
  onSearch: (busca: string | undefined) => void;
}

/** The NOTÍCIAS tab: the search box, its notice, and the news in pages of 12. */
export function NewsTab({ category, busca, ano, onSearch }: NewsTabProps) {
  const { t } = useTranslation(EDITORIAL_NS);
  const current = { busca, ano };
  const query = useNoticiasFeed(category.id, current);
  const search = useNewsSearch(category.id, current, onSearch);
  return (
    <div className="news-tab">
      <SearchBox
        key={busca ?? ''}
        initial={busca ?? ''}
        searching={search.searching}
        onSearch={(input) => void search.search(input, t('news.searchEmpty'))}
      />
      <div className="news-tab__status" role="status">
        {search.notice && <Notice>{search.notice}</Notice>}
      </div>
      <PagedFeed
        query={query}
        empty={busca ? t('news.searchEmpty') : t('news.empty')}
        loadMoreDisabled={search.loadMoreDisabled}
        itemKey={(noticia) => noticia.id}
        renderItem={(noticia) => (
          <NewsCard noticia={noticia} href={paths.category.noticia(category.slug, noticia.id)} />
        )}
      />
    </div>
  );
}
