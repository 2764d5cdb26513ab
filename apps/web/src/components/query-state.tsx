import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { failureText } from '../lib/api-error.ts';
import { Notice } from './notice.tsx';

/** A query's screen: its data once it is there, else what to show instead. */
export type QueryState<T> = { ready: true; data: T } | { ready: false; screen: ReactNode };

interface QueryStateTexts<T> {
  /** Shown while the data loads (a spinner, a loading block; null for nothing). */
  pending: ReactNode;
  /** The screen's failure text; a request the API refused shows the API's own text, unless
   * `fixedErrorText` (the spec gives this screen one text for every failure). */
  errorText: string;
  fixedErrorText?: boolean;
  /** Data that counts as empty, and the notice shown then. */
  empty?: { when: (data: T) => boolean; notice: ReactNode };
}

/**
 * The one way a screen shows a query's loading, failure and empty states before its data:
 * `const state = queryState(query, {...}); if (!state.ready) return state.screen;`.
 */
export function queryState<T>(
  query: UseQueryResult<T>,
  { pending, errorText, fixedErrorText = false, empty }: QueryStateTexts<T>,
): QueryState<T> {
  if (query.isPending) return { ready: false, screen: pending };
  if (query.isError) {
    return {
      ready: false,
      screen: (
        <Notice variant="danger">
          {fixedErrorText ? errorText : failureText(query.error, errorText)}
        </Notice>
      ),
    };
  }
  if (empty?.when(query.data)) return { ready: false, screen: <Notice>{empty.notice}</Notice> };
  return { ready: true, data: query.data };
}
