import type { ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import type { UseMutationResult } from '@tanstack/react-query';
import { Notice } from '../../../components/notice.tsx';
import { useTimedNotice } from '../../../components/form/use-timed-notice.ts';

interface AccountFormProps<V extends FieldValues, O> {
  form: UseFormReturn<V, unknown, O>;
  /** Every rule passes (and the password strength allows it): the form may be sent. */
  ready: boolean;
  /** The feature's mutation, sent the checked values. */
  send: UseMutationResult<unknown, unknown, O>;
  /** The failure notice's text for the error (fan-club §8). */
  failureText: (error: unknown) => string;
  children: ReactNode;
}

/**
 * The frame of the account forms: no browser validation, the failure notice on top (for 10 s,
 * fan-club §9), and one submission at a time of the values the shared schema checked.
 */
export function AccountForm<V extends FieldValues, O>(props: AccountFormProps<V, O>) {
  const { form, ready, send, failureText, children } = props;
  const notice = useTimedNotice();
  const submit = form.handleSubmit((body) => {
    notice.hide();
    send.mutate(body, { onError: (error) => notice.show(failureText(error)) });
  });
  return (
    <form
      className="form account"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (ready && !send.isPending) void submit();
      }}
    >
      {notice.message && <Notice variant="danger">{notice.message}</Notice>}
      {children}
    </form>
  );
}
