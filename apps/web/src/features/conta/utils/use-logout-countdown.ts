import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { logout } from '../../../lib/session.ts';
import { secondsBetween, useClockUntil } from '../../../lib/use-countdown.ts';

/**
 * Logs the member out after `seconds` (fan-club.md §9: 15 s after an e-mail change, 3 s after a
 * password update) and answers the whole seconds left, for a visible countdown. One timeout
 * does the logout, so a slow tick never delays it.
 */
export function useLogoutCountdown(seconds: number): number {
  const navigate = useNavigate();
  const [deadline] = useState(() => Date.now() + seconds * 1000);
  const { now } = useClockUntil(deadline);
  useEffect(() => {
    const timer = window.setTimeout(() => {
      logout();
      // logout() leaves only when someone is signed in; a session the server already ended
      // (the e-mail change) must reach the login too. Replacing keeps a single history entry.
      void navigate(paths.stockclub.login, { replace: true });
    }, seconds * 1000);
    return () => window.clearTimeout(timer);
  }, [seconds, navigate]);
  return secondsBetween(now, deadline);
}
