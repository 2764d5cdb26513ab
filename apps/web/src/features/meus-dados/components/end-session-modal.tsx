import type { Sessao } from '@stockcar/shared/schemas/meus-dados';
import { Modal } from '../../../components/modal.tsx';
import { Notice } from '../../../components/notice.tsx';
import { failureText } from '../../../lib/api-error.ts';
import { useEndSessao } from '../api/end-sessao.ts';
import '../../../components/form/text-button.css';
import { CLUBE_NS } from '../../../lib/club-i18n.ts';
import { useTranslation } from '../../../lib/i18n.ts';

interface EndSessionModalProps {
  sessao: Sessao;
  onClose: () => void;
  onEnded: () => void;
}

/** Confirms ending one session: that device will have to log in again. */
export function EndSessionModal({ sessao, onClose, onEnded }: EndSessionModalProps) {
  const { t } = useTranslation(CLUBE_NS);
  const end = useEndSessao();
  return (
    <Modal
      title={t('myData.endSession.title')}
      closeLabel={t('common.close')}
      onClose={end.isPending ? undefined : onClose}
    >
      <p>
        {t('myData.endSession.textBefore')}
        <strong>{sessao.dispositivo}</strong>
        {t('myData.endSession.textAfter')}
      </p>
      {end.isError && <Notice variant="danger">{failureText(end.error, t('erroGenerico'))}</Notice>}
      <div className="meus-dados__actions">
        <button
          type="button"
          className="button"
          disabled={end.isPending}
          onClick={() => end.mutate(sessao.id, { onSuccess: onEnded })}
        >
          {t('myData.endSession.confirm')}
        </button>
        <button type="button" className="text-button" disabled={end.isPending} onClick={onClose}>
          {t('common.cancel')}
        </button>
      </div>
    </Modal>
  );
}
