import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Category } from '@stockcar/shared/categories';
import { Notice } from '../../../components/notice.tsx';
import { LoadingBlock } from '../../../components/page.tsx';
import { ApiError, failureText } from '../../../lib/api-error.ts';
import { EDITORIAL_NS } from '../../../lib/editorial-i18n.ts';

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
  if (query.isPending) return <LoadingBlock label={t('common.loading')} />;
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 404) return notFound;
    return <Notice variant="danger">{failureText(query.error, t('common.error'))}</Notice>;
  }
  return children(query.data);
}
