import { Spinner } from '../../../components/spinner.tsx';
import { CONTA_NS } from '../../../lib/club-i18n.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import '../../../components/form/form.css';

interface SubmitRowProps {
  label: string;
  valid: boolean;
  sending: boolean;
}

/** The submit button: disabled until the rules pass (fan-club.md §5) and while sending. */
export function SubmitRow({ label, valid, sending }: SubmitRowProps) {
  const { t } = useTranslation(CONTA_NS);
  return (
    <div className="form__actions">
      <button type="submit" className="button form__submit" disabled={!valid || sending}>
        {label}
      </button>
      {sending && <Spinner label={t('senha.enviando')} />}
    </div>
  );
}
