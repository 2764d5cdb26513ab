import { useContext, useId, type ReactNode } from 'react';
import { FieldErrorText } from './field-error.ts';
import './form.css';

/** What a field's control carries so the label, hint and message describe it. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/** What names a field to the visitor. */
export interface Labelled {
  label: string;
  hint?: string | undefined;
}

export interface FrameProps extends Labelled {
  /** The rule's message (in Portuguese), already shown only after the visitor left the field. */
  error?: string | undefined;
  /** Under a text area: how many of the allowed characters are used. */
  counter?: string | undefined;
  /** After the label instead of the required star, e.g. the sign-up's '(opcional)'. */
  optional?: string | undefined;
  /** Neither star nor note after the label. */
  unmarked?: boolean;
  children: (control: FieldControlProps) => ReactNode;
}

function LabelMark({ optional }: { optional: string | undefined }) {
  if (optional) return <span className="field__hint">{optional}</span>;
  return (
    <span className="field__required" aria-hidden="true">
      *
    </span>
  );
}

/** Label, control, hint and error of one field; the control is described by the last two. */
export function FieldFrame(props: FrameProps) {
  const { label, hint, error, counter, optional, unmarked, children } = props;
  const errorText = useContext(FieldErrorText);
  const id = useId();
  const hintId = hint || counter ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={error ? 'field field--invalid' : 'field'}>
      <label className="field__label" htmlFor={id}>
        {label}
        {!unmarked && (
          <>
            {' '}
            <LabelMark optional={optional} />
          </>
        )}
      </label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hintId && (
        <p id={hintId} className="field__hint">
          {hint}
          {hint && counter ? ' · ' : ''}
          {counter}
        </p>
      )}
      {error && (
        <p id={errorId} className="field__error">
          {errorText(error)}
        </p>
      )}
    </div>
  );
}
