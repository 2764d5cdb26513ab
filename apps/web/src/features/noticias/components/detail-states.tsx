import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { Category } from '@stockcar/shared/categories';
import { LoadingBlock } from '../../../components/page.tsx';
import { queryState } from '../../../components/query-state.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { EDITORIAL_NS } from '../../../lib/editorial-i18n.ts';
import { useTranslation } from '../../../lib/i18n.ts';

/** What the article and gallery screens take from their route. */
export interface DetailProps {
  category: Category;
  id: number;
  /** Shown for an unknown id (the API's 404). */
  notFound: ReactNode;
}

interface DetailStatesProps<T> {
  query: UseQueryResult<T>;
  /** Shown when the API answers 404: an unknown id or one of another category. */
  notFound: ReactNode;
  children: (data: T) => ReactNode;
}

/** An article's or a gallery's states: loading, not found, failed, or the content. */
export function DetailStates<T>({ query, notFound, children }: DetailStatesProps<T>) {
  const { t } = useTranslation(EDITORIAL_NS);
  // The API's 404 gets the screen's own not-found state rather than a failure notice.
  if (query.error instanceof ApiError && query.error.status === 404) return notFound;
  const shown = queryState(query, {
    pending: <LoadingBlock label={t('common.loading')} />,
    errorText: t('common.error'),
  });
  if (!shown.ready) return shown.screen;
  return children(shown.data);
}
