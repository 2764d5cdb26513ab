import { useCallback, useEffect, useState } from 'react';
import { useLives } from '../../features/ao-vivo/api/get-lives.ts';
import { shouldAutoOpen } from '../../features/ao-vivo/utils/live-rules.ts';
import { setLiveFlag } from '../../lib/session.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { useSession } from '../../lib/use-session.ts';

/**
 * Open state of the live modal. It opens by itself when a live is online (§2.4) and the session
 * value `live` has not been settled yet this tab session: 'false' while the live holds the
 * screen, 'true' once it is closed or there was nothing to show. The home popup waits for
 * 'true' (§4), so the two never compete.
 */
export function useLiveModal(enabled: boolean) {
  const lives = useLives();
  const { loggedIn, user, live } = useSession();
  const [openedByUser, setOpenedByUser] = useState(false);
  // Not on the server, nor while hydrating: the dialog is a portal on document.body.
  const hydrated = useHydrated();
  const autoOpen =
    hydrated &&
    enabled &&
    live !== 'true' &&
    lives.data !== undefined &&
    shouldAutoOpen(lives.data, { loggedIn, cadastroCompleto: user.cadastroCompleto });

  useEffect(() => {
    // While hydrating, autoOpen is false whatever is on air: settling now would keep a
    // server-rendered page's modal from ever opening by itself.
    if (!enabled || !hydrated) return;
    // Opened from the menu, the live holds the screen too: the popup waits until it closes.
    if (openedByUser) setLiveFlag('false');
    else if (lives.isError) setLiveFlag('true');
    else if (lives.data) setLiveFlag(autoOpen ? 'false' : 'true');
  }, [enabled, hydrated, openedByUser, lives.isError, lives.data, autoOpen]);

  // Stable, so the memoised menu that receives `show` does not render again with the layout.
  const show = useCallback(() => setOpenedByUser(true), []);
  const close = useCallback(() => {
    setOpenedByUser(false);
    setLiveFlag('true');
  }, []);
  return { open: openedByUser || autoOpen, show, close };
}
