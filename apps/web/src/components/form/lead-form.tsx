import { useRef, type FormEvent, type ReactNode } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import type { z } from 'zod';
import { COMMERCIAL_NS } from '../../lib/commercial-i18n.ts';
import { FieldErrorText, useCommercialErrorText } from './field-error.ts';
import { FormHeader, SentState, SubmitButton } from './form-parts.tsx';
import { useIdempotencyKey, type IdempotentSend } from './idempotency.ts';
import type { FormSchema, ZodForm } from './use-zod-form.ts';
import { useTimedNotice } from './use-timed-notice.ts';
import { useTranslation } from '../../lib/i18n.ts';
import './form.css';

interface LeadFormProps<S extends FormSchema> {
  zodForm: ZodForm<S>;
  /** The form's accessible name. */
  label: string;
  submitLabel: string;
  /** The feature's mutation that posts the payload with the form's Idempotency-Key. */
  send: UseMutationResult<unknown, unknown, IdempotentSend<z.output<S>>>;
  sent: { title: string; text: string; back: ReactNode };
  children: ReactNode;
}

/**
 * A contact form of public-site.md §4 (the B2B proposal, the sponsor lead): sending, then a
 * confirmation with the page scrolled to the top and a way back; on failure the danger notice
 * for 10 s and every value kept, so a retry is one click (with the same Idempotency-Key).
 */
export function LeadForm<S extends FormSchema>(props: LeadFormProps<S>) {
  const { zodForm, label, submitLabel, send, sent, children } = props;
  const { form, valid, version } = zodForm;
  const { t } = useTranslation(COMMERCIAL_NS);
  const errorText = useCommercialErrorText();
  const notice = useTimedNotice();
  const keyFor = useIdempotencyKey(version);
  // A second click lands before React re-renders the disabled button.
  const inFlight = useRef(false);

  const onValid = (body: z.output<S>) => {
    if (inFlight.current) return;
    inFlight.current = true;
    notice.hide();
    send.mutate(
      { body, idempotencyKey: keyFor() },
      {
        onSuccess: () => window.scrollTo({ top: 0, behavior: 'smooth' }),
        onError: () => notice.show(t('form.failure')),
        onSettled: () => {
          inFlight.current = false;
        },
      },
    );
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (valid) void form.handleSubmit(onValid)(event);
  };

  if (send.isSuccess) return <SentState {...sent} />;
  return (
    <FieldErrorText value={errorText}>
      <form className="form" aria-label={label} noValidate onSubmit={onSubmit}>
        <FormHeader failure={notice.message} />
        <fieldset className="form__fields" disabled={send.isPending}>
          {children}
        </fieldset>
        <SubmitButton label={submitLabel} valid={valid} sending={send.isPending} />
      </form>
    </FieldErrorText>
  );
}
