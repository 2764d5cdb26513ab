import type { ReactNode } from 'react';
import { Create, type CreateProps } from 'react-admin';
import { useConsoleMutationError } from './console-edit.tsx';

/**
 * `<Create>` for console records: back to the list once saved; the server's field errors under
 * the fields and its other refusals as a notification (useConsoleMutationError).
 */
export function ConsoleCreate({ children, ...props }: CreateProps & { children: ReactNode }) {
  const onError = useConsoleMutationError();
  return (
    <Create redirect="list" mutationOptions={{ onError }} {...props}>
      {children}
    </Create>
  );
}
