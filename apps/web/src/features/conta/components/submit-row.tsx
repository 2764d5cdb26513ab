import { Spinner } from '../../../components/spinner.tsx';
import '../../../components/form/form.css';

interface SubmitRowProps {
  label: string;
  valid: boolean;
  sending: boolean;
}

/** The submit button: disabled until the rules pass (fan-club.md §5) and while sending. */
export function SubmitRow({ label, valid, sending }: SubmitRowProps) {
  return (
    <div className="form__actions">
      <button type="submit" className="button form__submit" disabled={!valid || sending}>
        {label}
      </button>
      {sending && <Spinner label="Enviando…" />}
    </div>
  );
}
