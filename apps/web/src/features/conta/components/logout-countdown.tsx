import { CONTA_NS } from '../../../lib/club-i18n.ts';
import { useLogoutCountdown } from '../utils/use-logout-countdown.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import './account.css';

interface LogoutCountdownProps {
  seconds: number;
  /** Shows the seconds left in large figures (the e-mail change); else only in the text. */
  large?: boolean;
}

/** Says when the logout comes and does it (fan-club.md §9). */
export function LogoutCountdown({ seconds, large = false }: LogoutCountdownProps) {
  const { t } = useTranslation(CONTA_NS);
  const left = useLogoutCountdown(seconds);
  // Not the translations' plural: Portuguese counts 0 as singular there, and "0 segundos" is said.
  const unit = left === 1 ? t('logout.segundo') : t('logout.segundos');
  return (
    <div className="account" role="timer" aria-live="off">
      {large && (
        <p className="account__countdown" aria-hidden="true">
          {left}
        </p>
      )}
      <p className="account__text">{t('logout.aviso', { left, unit })}</p>
    </div>
  );
}
