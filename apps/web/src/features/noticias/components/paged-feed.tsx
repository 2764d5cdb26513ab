import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Notice } from '../../../components/notice.tsx';
import { LoadingBlock } from '../../../components/page.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { failureText } from '../../../lib/api-error.ts';
import { EDITORIAL_NS } from '../../../lib/editorial-i18n.ts';
import { showLoadMore, type PageInfo } from '../utils/paging.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import './paged-feed.css';

interface Paged<T> extends PageInfo {
  resultado: T[];
}

interface PagedFeedProps<T> {
  query: UseInfiniteQueryResult<InfiniteData<Paged<T>>>;
  /** The empty state's text. */
  empty: string;
  /** After an empty or failed search the button stays but is disabled (public-site.md §8). */
  loadMoreDisabled?: boolean;
  itemKey: (item: T) => number;
  renderItem: (item: T) => ReactNode;
}

/**
 * A paged list (news or galleries): loading, the items, the empty text or the failure; then
 * 'Carregar mais', which appends the next page and goes away on the last one (§2.5).
 */
export function PagedFeed<T>(props: PagedFeedProps<T>) {
  const { query, empty, loadMoreDisabled = false, itemKey, renderItem } = props;
  const { t } = useTranslation(EDITORIAL_NS);
  if (query.isPending) return <LoadingBlock label={t('common.loading')} />;
  if (!query.data) {
    return <Notice variant="danger">{failureText(query.error, t('common.error'))}</Notice>;
  }
  const items = query.data.pages.flatMap((page) => page.resultado);
  if (items.length === 0) return <Notice>{empty}</Notice>;
  const loading = query.isFetchingNextPage;
  return (
    <>
      <ul className="card-grid">
        {items.map((item) => (
          <li key={itemKey(item)}>{renderItem(item)}</li>
        ))}
      </ul>
      {query.isFetchNextPageError && (
        <div className="paged-feed__error">
          <Notice variant="danger">{t('common.loadMoreError')}</Notice>
        </div>
      )}
      {showLoadMore(items.length, query.data.pages.at(-1)) && (
        <div className="paged-feed__more">
          <button
            type="button"
            className="button"
            disabled={loadMoreDisabled || loading}
            aria-busy={loading}
            onClick={() => void query.fetchNextPage()}
          >
            {t('common.loadMore')}
          </button>
          {loading && <Spinner label={t('common.loading')} />}
        </div>
      )}
    </>
  );
}
