import { useId } from 'react';
import { Spinner } from '../../../components/spinner.tsx';
import { clubeT } from '../../../lib/club-i18n.ts';

/**
 * The profile forms' send button, its busy state and the hint it points to while a rule fails
 * (fan-club.md §5: '- Preencha todos os campos').
 */
export function ProfileActions(props: {
  valid: boolean;
  busy: boolean;
  label: string;
  busyLabel: string;
}) {
  const hintId = useId();
  return (
    <>
      <div className="perfil__actions">
        <button
          type="submit"
          className="button"
          disabled={!props.valid || props.busy}
          aria-describedby={props.valid ? undefined : hintId}
        >
          {props.label}
        </button>
        {props.busy && <Spinner label={props.busyLabel} />}
      </div>
      {!props.valid && (
        <p id={hintId} className="perfil__hint">
          {clubeT('preenchaTodos')}
        </p>
      )}
    </>
  );
}
