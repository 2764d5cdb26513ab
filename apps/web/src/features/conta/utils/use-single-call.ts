import { useEffect, useRef, useState } from 'react';

export type CallState<T> =
  { status: 'pending' } | { status: 'success'; data: T } | { status: 'error'; error: unknown };

/**
 * Runs `call` once per mounted component and follows its result. The promise is kept in a ref
 * so React StrictMode's second effect reuses it: an e-mailed link's secret is single use, and a
 * second POST would turn a success into "link already used".
 */
export function useSingleCall<T>(call: () => Promise<T>): CallState<T> {
  const promise = useRef<Promise<T> | undefined>(undefined);
  const [state, setState] = useState<CallState<T>>({ status: 'pending' });
  useEffect(() => {
    let active = true;
    promise.current ??= call();
    promise.current.then(
      (data) => active && setState({ status: 'success', data }),
      (error: unknown) => active && setState({ status: 'error', error }),
    );
    return () => {
      active = false;
    };
    // The call is made once, on mount: later identities of `call` are the same request.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return state;
}
