import { useLogoutCountdown } from '../utils/use-logout-countdown.ts';
import './account.css';

interface LogoutCountdownProps {
  seconds: number;
  /** Shows the seconds left in large figures (the e-mail change); else only in the text. */
  large?: boolean;
}

/** Says when the logout comes and does it (fan-club.md §9). */
export function LogoutCountdown({ seconds, large = false }: LogoutCountdownProps) {
  const left = useLogoutCountdown(seconds);
  const unit = left === 1 ? 'segundo' : 'segundos';
  return (
    <div className="account" role="timer" aria-live="off">
      {large && (
        <p className="account__countdown" aria-hidden="true">
          {left}
        </p>
      )}
      <p className="account__text">
        Você será desconectado em {left} {unit} e levado ao login.
      </p>
    </div>
  );
}
