import { useState } from 'react';
import { Modal } from '../../../components/modal.tsx';
import { Notice } from '../../../components/notice.tsx';
import type { QuizTier } from '../utils/tiers.ts';
import { createShareImage, downloadBlob, SHARE_IMAGE_FILE } from '../utils/share-image.ts';
import { QUIZ_NS } from '../../../lib/club-i18n.ts';
import { useTranslation } from '../../../lib/i18n.ts';

/** The four-step share modal with the image download (fan-club.md §2). */
export function ShareModal({
  tier,
  respostasCorretas,
  total,
  onClose,
}: {
  tier: QuizTier;
  respostasCorretas: number;
  total: number;
  onClose: () => void;
}) {
  const { t } = useTranslation(QUIZ_NS);
  const [failed, setFailed] = useState(false);
  async function download() {
    setFailed(false);
    try {
      downloadBlob(await createShareImage(tier, respostasCorretas, total), SHARE_IMAGE_FILE);
    } catch {
      setFailed(true);
    }
  }
  return (
    <Modal title={t('share.title')} closeLabel={t('share.close')} onClose={onClose}>
      <ol className="quiz-share__steps">
        {t('share.steps', { returnObjects: true }).map((step, i) => (
          <li key={step}>
            <strong>{t('share.step', { n: i + 1 })}</strong> {step}
          </li>
        ))}
      </ol>
      {failed && <Notice variant="danger">{t('share.failed')}</Notice>}
      <button type="button" className="button" onClick={() => void download()}>
        {t('share.download')}
      </button>
    </Modal>
  );
}
