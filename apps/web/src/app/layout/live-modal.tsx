import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../components/modal.tsx';
import { Notice } from '../../components/notice.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { useLives } from '../../features/ao-vivo/api/get-lives.ts';
import { shouldAutoOpen } from '../../features/ao-vivo/utils/live-rules.ts';
import { setLiveFlag } from '../../lib/session.ts';
import { useSession } from '../../lib/use-session.ts';

// The player loads when the modal first opens: most visits never open it, and the home route's
// first download has a budget (e2e/bundle-size.test.ts).
const LivePanel = lazy(() =>
  import('../../features/ao-vivo/components/live-panel.tsx').then(({ LivePanel }) => ({
    default: LivePanel,
  })),
);

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
  const autoOpen =
    enabled &&
    live !== 'true' &&
    lives.data !== undefined &&
    shouldAutoOpen(lives.data, { loggedIn, cadastroCompleto: user.cadastroCompleto });

  useEffect(() => {
    if (!enabled) return;
    // Opened from the menu, the live holds the screen too: the popup waits until it closes.
    if (openedByUser) setLiveFlag('false');
    else if (lives.isError) setLiveFlag('true');
    else if (lives.data) setLiveFlag(autoOpen ? 'false' : 'true');
  }, [enabled, openedByUser, lives.isError, lives.data, autoOpen]);

  return {
    open: openedByUser || autoOpen,
    show: () => setOpenedByUser(true),
    close: () => {
      setOpenedByUser(false);
      setLiveFlag('true');
    },
  };
}

export function LiveModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const lives = useLives();
  const spinner = <Spinner label={t('common.loading')} size="large" />;
  let body;
  if (lives.isPending) body = spinner;
  else if (lives.isError) body = <Notice variant="danger">{t('live.error')}</Notice>;
  else if (lives.data.length === 0) body = <Notice>{t('live.empty')}</Notice>;
  else
    body = (
      <Suspense fallback={spinner}>
        <LivePanel lives={lives.data} />
      </Suspense>
    );
  return (
    <Modal title={t('live.title')} closeLabel={t('common.close')} onClose={onClose} size="large">
      {body}
    </Modal>
  );
}
