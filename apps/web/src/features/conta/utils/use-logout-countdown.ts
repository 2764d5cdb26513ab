import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { COUNTDOWN_TICK_MS } from '@stockcar/shared/constants';
import { paths } from '../../../config/paths.ts';
import { logout } from '../../../lib/session.ts';

/**
 * Logs the member out after `seconds` (fan-club.md §9: 15 s after an e-mail change, 3 s after a
 * password update) and answers the whole seconds left, for a visible countdown. One timeout
 * does the logout, so a slow tick never delays it.
 */
export function useLogoutCountdown(seconds: number): number {
  const navigate = useNavigate();
  const [left, setLeft] = useState(seconds);
  useEffect(() => {
    const deadline = Date.now() + seconds * 1000;
    const tick = window.setInterval(() => {
      setLeft(Math.max(0, Math.ceil((deadline - Date.now()) / 1000)));
    }, COUNTDOWN_TICK_MS);
    const timer = window.setTimeout(() => {
      logout();
      // logout() leaves only when someone is signed in; a session the server already ended
      // (the e-mail change) must reach the login too. Replacing keeps a single history entry.
      void navigate(paths.stockclub.login, { replace: true });
    }, seconds * 1000);
    return () => {
      window.clearInterval(tick);
      window.clearTimeout(timer);
    };
  }, [seconds, navigate]);
  return left;
}
