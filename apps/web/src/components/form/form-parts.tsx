import { useEffect, useId, useRef, type ReactNode } from 'react';
import { COMMERCIAL_NS } from '../../lib/commercial-i18n.ts';
import { Notice } from '../notice.tsx';
import { Spinner } from '../spinner.tsx';
import { useTranslation } from '../../lib/i18n.ts';
import './form.css';

/**
 * The top of a form: the required-fields note and the failure notice. The notice sits here,
 * not by the button, because a failed call scrolls the page to the top (public-site.md §8).
 */
export function FormHeader({ failure }: { failure: string | undefined }) {
  const { t } = useTranslation(COMMERCIAL_NS);
  return (
    <div className="form__header">
      {failure && <Notice variant="danger">{failure}</Notice>}
      <p className="form__note">{t('form.requiredNote')}</p>
    </div>
  );
}

interface SubmitProps {
  label: string;
  valid: boolean;
  sending: boolean;
}

/** The submit button: disabled until every rule passes and while the form is being sent. */
export function SubmitButton({ label, valid, sending }: SubmitProps) {
  const { t } = useTranslation(COMMERCIAL_NS);
  const hintId = useId();
  return (
    <div className="form__actions">
      <button
        type="submit"
        className="button form__submit"
        disabled={!valid || sending}
        aria-describedby={valid ? undefined : hintId}
      >
        {sending ? t('form.sending') : label}
      </button>
      {sending && <Spinner label={t('form.sending')} />}
      {!valid && (
        <p id={hintId} className="form__incomplete">
          {t('form.incomplete')}
        </p>
      )}
    </div>
  );
}

interface SentProps {
  title: string;
  text: string;
  /** The way back (a link to the page the visitor came from). */
  back: ReactNode;
}

/** The confirmation that replaces a sent form; focus moves to its heading. */
export function SentState({ title, text, back }: SentProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="form-sent" aria-live="polite">
      <h2 ref={heading} className="form-sent__title" tabIndex={-1}>
        {title}
      </h2>
      <p>{text}</p>
      {back}
    </section>
  );
}
