import { lazy, Suspense } from 'react';
import { Modal } from '../../components/modal.tsx';
import { Notice } from '../../components/notice.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { useLives } from '../../features/ao-vivo/api/get-lives.ts';
import { FRAME_NS } from '../../lib/frame-i18n.ts';
import { useTranslation } from '../../lib/i18n.ts';

// The player loads only when there is a live to play.
const LivePanel = lazy(() =>
  import('../../features/ao-vivo/components/live-panel.tsx').then(({ LivePanel }) => ({
    default: LivePanel,
  })),
);

/** The live modal's dialog; site-layout.tsx loads it when the modal first opens. */
export function LiveModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(FRAME_NS);
  const { t: shellT } = useTranslation();
  const lives = useLives();
  const spinner = <Spinner label={shellT('common.loading')} size="large" />;
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
    <Modal
      title={t('live.title')}
      closeLabel={shellT('common.close')}
      onClose={onClose}
      size="large"
    >
      {body}
    </Modal>
  );
}
