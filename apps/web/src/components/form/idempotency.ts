import { useCallback, useRef } from 'react';

/** What a write that must happen once (a lead, a candidate) sends: its body and its key. */
export interface IdempotentSend<T> {
  body: T;
  idempotencyKey: string;
}

/**
 * A random Idempotency-Key (the API stores one record per key). getRandomValues, unlike
 * crypto.randomUUID, also works on a page served over plain http.
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * One key per filled form: a double click or a retry of the same values sends the same key
 * (one record); once the visitor changes a value, the next submission gets a new key.
 */
export function useIdempotencyKey(version: number): () => string {
  const current = useRef<{ version: number; key: string } | undefined>(undefined);
  return useCallback(() => {
    if (current.current?.version !== version) {
      current.current = { version, key: newIdempotencyKey() };
    }
    return current.current.key;
  }, [version]);
}
