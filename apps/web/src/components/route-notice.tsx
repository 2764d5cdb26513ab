import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { z } from 'zod';
import { useTimedNotice } from './form/use-timed-notice.ts';

/** Router state that carries a notice to the next page: `navigate(to, { state: noticeState(...) })`. */
const NoticeStateSchema = z.object({ aviso: z.string().min(1) });

export const noticeState = (aviso: string) => ({ aviso });

/**
 * The notice another page left for this one (after a deletion or "log out everywhere", the
 * login says what happened), shown for the site's 10 s. Router state dies with the history
 * entry, so a reload or a shared link never shows it again.
 */
export function RouteNotice() {
  const { state, key } = useLocation();
  const aviso = NoticeStateSchema.safeParse(state).data?.aviso;
  const { message, show } = useTimedNotice();
  useEffect(() => {
    if (aviso) show(aviso);
  }, [aviso, key, show]);
  if (!message) return null;
  return (
    <p className="notice" role="status">
      {message}
    </p>
  );
}
