import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { failureText } from '../lib/api-error.ts';
import { Notice } from './notice.tsx';

/** A query's screen: its data once it is there, else what to show instead. */
export type QueryState<T> = { ready: true; data: T } | { ready: false; screen: ReactNode };

/** Loads again what failed; `running` while it does (a failed query stays failed meanwhile). */
export interface Retry {
  run: () => void;
  running: boolean;
}

type FailureOptions =
  | {
      /** The screen's failure text; a request the API refused shows the API's own text, unless
       * `fixedErrorText` (the spec gives this screen one text for every failure). */
      errorText: string;
      fixedErrorText?: boolean;
      /** A "try again" text button after the failure text, with this label. */
      retryLabel?: string;
      /** A failure screen of another shape than the notice, given its text and the retry. */
      failure?: (text: string, retry: Retry) => ReactNode;
    }
  | {
      errorText?: never;
      fixedErrorText?: never;
      retryLabel?: never;
      /** A screen with no failure text of its own (null: hidden on failure). */
      failure: () => ReactNode;
    };

type QueryStateOptions<T> = FailureOptions & {
  /** Shown while the data loads (a spinner, a loading block; null for nothing). */
  pending: ReactNode;
  /** Data that counts as empty, and the notice shown then. */
  empty?: { when: (data: T) => boolean; notice: ReactNode };
  /** A failed reload keeps the data on screen (a board that refreshes on its own). */
  keepDataOnError?: boolean;
};

type DataOfAll<Q extends readonly UseQueryResult<unknown>[]> = {
  [K in keyof Q]: Q[K] extends UseQueryResult<infer T> ? T : never;
};

/**
 * The one way a screen shows a query's loading, failure and empty states before its data:
 * `const state = queryState(query, {...}); if (!state.ready) return state.screen;`.
 */
export function queryState<T>(
  query: UseQueryResult<T>,
  options: QueryStateOptions<T>,
): QueryState<T> {
  const blocked = blockingScreen([query], options);
  if (blocked) return blocked;
  // Settled: neither loading nor failed without data.
  const data = query.data as T;
  return emptyOr(data, options.empty);
}

/**
 * `queryState` for a screen that needs several queries: loading while any loads, failed when
 * any failed (the first failure's text), then all their data in order.
 */
export function queriesState<const Q extends readonly UseQueryResult<unknown>[]>(
  queries: Q,
  options: QueryStateOptions<DataOfAll<Q>>,
): QueryState<DataOfAll<Q>> {
  const blocked = blockingScreen(queries, options);
  if (blocked) return blocked;
  const data = queries.map((query) => query.data) as DataOfAll<Q>;
  return emptyOr(data, options.empty);
}

function emptyOr<T>(data: T, empty: QueryStateOptions<T>['empty']): QueryState<T> {
  if (empty?.when(data)) return { ready: false, screen: <Notice>{empty.notice}</Notice> };
  return { ready: true, data };
}

/** The loading or failure screen, or undefined once every query has its data. */
function blockingScreen(
  queries: readonly UseQueryResult<unknown>[],
  options: FailureOptions & { pending: ReactNode; keepDataOnError?: boolean },
): { ready: false; screen: ReactNode } | undefined {
  if (queries.some((query) => query.isPending)) return { ready: false, screen: options.pending };
  const kept = (query: UseQueryResult<unknown>) =>
    options.keepDataOnError === true && query.data !== undefined;
  const failed = queries.find((query) => query.isError && !kept(query));
  if (!failed) return undefined;
  return { ready: false, screen: failureScreen(queries, failed.error, options) };
}

function failureScreen(
  queries: readonly UseQueryResult<unknown>[],
  error: unknown,
  options: FailureOptions,
): ReactNode {
  const retry: Retry = {
    run: () => {
      for (const query of queries) if (query.isError) void query.refetch();
    },
    running: queries.some((query) => query.isFetching),
  };
  if (options.errorText === undefined) return options.failure();
  const { errorText, fixedErrorText = false, retryLabel, failure } = options;
  const text = fixedErrorText ? errorText : failureText(error, errorText);
  if (failure) return failure(text, retry);
  return (
    <Notice variant="danger">
      {text}
      {retryLabel !== undefined && (
        <>
          {' '}
          <button type="button" className="text-button" onClick={retry.run}>
            {retryLabel}
          </button>
        </>
      )}
    </Notice>
  );
}
