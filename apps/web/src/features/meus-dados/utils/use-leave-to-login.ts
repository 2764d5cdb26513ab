import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { noticeState } from '../../../components/route-notice.tsx';
import { paths } from '../../../config/paths.ts';
import { forgetSession } from '../../../lib/session.ts';

/**
 * Forgets the session here and lands on the login with a notice: the server has already ended
 * it (log out everywhere) or the account is gone (deletion).
 */
export function useLeaveToLogin(): (aviso: string) => void {
  const navigate = useNavigate();
  return useCallback(
    (aviso: string) => {
      // No logout call: the server ended the session already, and would answer it 401.
      forgetSession();
      void navigate(paths.stockclub.login, { replace: true, state: noticeState(aviso) });
    },
    [navigate],
  );
}
