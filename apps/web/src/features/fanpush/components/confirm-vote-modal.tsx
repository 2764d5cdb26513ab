import type { PilotoFanpush } from '@stockcar/shared/schemas/fanpush';
import { Modal } from '../../../components/modal.tsx';
import { Notice } from '../../../components/notice.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { useSendVoto } from '../api/send-voto.ts';
import { failureText } from '../../../lib/api-error.ts';
import { CLUBE_NS } from '../../../lib/club-i18n.ts';
import { useTranslation } from '../../../lib/i18n.ts';

interface ConfirmVoteModalProps {
  idEtapaFanpush: number;
  pilotos: PilotoFanpush[];
  /** The picks are recorded (pending) and the token is on its way. */
  onSent: (resendInSeconds: number) => void;
  onBack: () => void;
}

/** The confirm modal of fan-club.md §4: the 3 picks, then the vote (captcha included). */
export function ConfirmVoteModal({
  idEtapaFanpush,
  pilotos,
  onSent,
  onBack,
}: ConfirmVoteModalProps) {
  const { t } = useTranslation(CLUBE_NS);
  const send = useSendVoto();
  const busy = send.isPending;
  const vote = () =>
    send.mutate(
      { idEtapaFanpush, pilotos },
      { onSuccess: (sent) => onSent(sent.reenvioEmSegundos) },
    );

  return (
    <Modal
      title={t('fanpush.confirm.title')}
      closeLabel={t('fanpush.confirm.back')}
      onClose={busy ? undefined : onBack}
    >
      <p>{t('fanpush.confirm.picked')}</p>
      <ol className="fanpush-confirm__list">
        {pilotos.map((piloto) => (
          <li key={piloto.id}>
            <strong>{piloto.numero}</strong> {piloto.nome}
          </li>
        ))}
      </ol>
      {send.isError && (
        <Notice variant="danger">{failureText(send.error, t('erroGenerico'))}</Notice>
      )}
      {busy && <Spinner label={t('fanpush.confirm.sending')} />}
      <div className="fanpush-confirm__actions">
        <button type="button" className="button" disabled={busy} onClick={vote}>
          {t('fanpush.confirm.vote')}
        </button>
        <button type="button" className="text-button" disabled={busy} onClick={onBack}>
          {t('fanpush.confirm.change')}
        </button>
      </div>
    </Modal>
  );
}
