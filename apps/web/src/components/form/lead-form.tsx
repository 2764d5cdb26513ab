import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { COMMERCIAL_NS } from '../../lib/commercial-i18n.ts';
import { FormHeader, SentState, SubmitButton } from './form-parts.tsx';
import { useIdempotencyKey } from './idempotency.ts';
import type { FormValues, SchemaForm } from './use-schema-form.ts';
import { useTimedNotice } from './use-timed-notice.ts';
import './form.css';

interface LeadFormProps<V extends FormValues, Out> {
  form: SchemaForm<V, Out>;
  /** The form's accessible name. */
  label: string;
  submitLabel: string;
  /** Posts the payload with the form's Idempotency-Key; rejects on failure. */
  send: (data: Out, idempotencyKey: string) => Promise<unknown>;
  sent: { title: string; text: string; back: ReactNode };
  children: ReactNode;
}

/**
 * A contact form of public-site.md §4 (the B2B proposal, the sponsor lead): sending, then a
 * confirmation with the page scrolled to the top and a way back; on failure the danger notice
 * for 10 s and every value kept, so a retry is one click (with the same Idempotency-Key).
 */
export function LeadForm<V extends FormValues, Out>(props: LeadFormProps<V, Out>) {
  const { form, label, submitLabel, send, sent, children } = props;
  const { t } = useTranslation(COMMERCIAL_NS);
  const [status, setStatus] = useState<'editing' | 'sending' | 'sent'>('editing');
  const notice = useTimedNotice();
  const keyFor = useIdempotencyKey(form.version);
  // A second click lands before React re-renders the disabled button.
  const inFlight = useRef(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.valid || form.data === undefined || inFlight.current) return;
    inFlight.current = true;
    setStatus('sending');
    notice.hide();
    try {
      await send(form.data, keyFor());
      setStatus('sent');
      window.scrollTo({ top: 0, behavior: 'smooth' });
    } catch {
      setStatus('editing');
      notice.show(t('form.failure'));
    } finally {
      inFlight.current = false;
    }
  };

  if (status === 'sent') return <SentState {...sent} />;
  const sending = status === 'sending';
  return (
    <form className="form" aria-label={label} noValidate onSubmit={(event) => void onSubmit(event)}>
      <FormHeader failure={notice.message} />
      <fieldset className="form__fields" disabled={sending}>
        {children}
      </fieldset>
      <SubmitButton label={submitLabel} valid={form.valid} sending={sending} />
    </form>
  );
}
