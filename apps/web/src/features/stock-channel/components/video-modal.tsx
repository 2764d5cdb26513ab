import type { Video } from '@stockcar/shared/schemas/clube-conteudo';
import { Modal } from '../../../components/modal.tsx';
import { Notice } from '../../../components/notice.tsx';
import { embedUrlOf } from '../utils/library.ts';
import { CONTEUDO_NS } from '../../../lib/club-i18n.ts';
import { useTranslation } from '../../../lib/i18n.ts';

interface VideoModalProps {
  video: Video;
  onClose: () => void;
}

/** A library video in a modal, playing at once and muted (fan-club.md §2). */
export function VideoModal({ video, onClose }: VideoModalProps) {
  const { t } = useTranslation(CONTEUDO_NS);
  const src = embedUrlOf(video.link);
  return (
    <Modal title={video.titulo} closeLabel={t('channel.closeVideo')} onClose={onClose} size="large">
      {src ? (
        <div className="channel-player">
          <iframe
            src={src}
            title={video.titulo}
            allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
            allowFullScreen
          />
        </div>
      ) : (
        <Notice variant="danger">{t('channel.videoUnavailable')}</Notice>
      )}
    </Modal>
  );
}
