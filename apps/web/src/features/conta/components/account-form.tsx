import type { ReactNode } from 'react';
import { Notice } from '../../../components/notice.tsx';

interface AccountFormProps {
  /** Called on submit; the form decides whether it may send. */
  onSubmit: () => void;
  /** The failure notice (fan-club §8), shown above the fields. */
  failure: string | undefined;
  children: ReactNode;
}

/** The frame of the account forms: no browser validation, the failure notice on top. */
export function AccountForm({ onSubmit, failure, children }: AccountFormProps) {
  return (
    <form
      className="form account"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {failure && <Notice variant="danger">{failure}</Notice>}
      {children}
    </form>
  );
}
