import { useState } from 'react';
import { SMS_CODE_LENGTH, TOKEN_RESEND_SECONDS } from '@stockcar/shared/schemas/clube/comum';
import type { PilotoFanpush } from '@stockcar/shared/schemas/fanpush';
import { CodeBoxes } from '../../../components/form/code-boxes.tsx';
import '../../../components/form/text-button.css';
import { useCountdown } from '../../../lib/use-countdown.ts';
import { Modal } from '../../../components/modal.tsx';
import { Notice } from '../../../components/notice.tsx';
import { useConfirmToken } from '../api/confirm-token.ts';
import { useResendToken } from '../api/resend-token.ts';
import { failureText } from '../../../lib/api-error.ts';
import { CLUBE_NS } from '../../../lib/club-i18n.ts';
import { useTranslation } from '../../../lib/i18n.ts';

interface TokenModalProps {
  idEtapaFanpush: number;
  pilotos: PilotoFanpush[];
  /** Seconds before a resend is allowed (0 when reopened from the stored votes). */
  resendIn: number;
  /** The vote counts now; `mensagem` is the server's confirmation. */
  onConfirmed: (mensagem: string) => void;
  /** Back to the picker: the pending picks are dropped here (the server replaces them). */
  onRestart: () => void;
}

/** The SMS token step (fan-club.md §4): 6 digits, a resend countdown, then the vote counts. */
export function TokenModal(props: TokenModalProps) {
  const { idEtapaFanpush, pilotos, resendIn, onConfirmed, onRestart } = props;
  const { t } = useTranslation(CLUBE_NS);
  const [token, setToken] = useState('');
  const confirm = useConfirmToken();
  const resend = useResendToken();
  const countdown = useCountdown(resendIn);
  const busy = confirm.isPending || resend.isPending;
  // One action's outcome at a time: starting one clears the other's.
  const error = confirm.isError
    ? failureText(confirm.error, t('tokenFalha'))
    : resend.isError
      ? failureText(resend.error, t('erroGenerico'))
      : undefined;
  // 'Sent' after a resend, or on opening right after the vote sent the first token.
  const sent = resend.isSuccess || (resendIn > 0 && confirm.isIdle && resend.isIdle);

  const confirmVote = () => {
    resend.reset();
    confirm.mutate(
      { idEtapaFanpush, token },
      { onSuccess: (answer) => onConfirmed(answer.mensagem) },
    );
  };

  const resendVote = () => {
    confirm.reset();
    resend.mutate(idEtapaFanpush, {
      onSuccess: (answer) => {
        setToken('');
        countdown.restart(answer.reenvioEmSegundos || TOKEN_RESEND_SECONDS);
      },
    });
  };

  return (
    <Modal title={t('fanpush.token.title')}>
      <p>{t('fanpush.token.sent')}</p>
      <p className="fanpush-token__picks">{pilotos.map((piloto) => piloto.nome).join(', ')}</p>
      {sent && <Notice>{t('tokenEnviado')}</Notice>}
      {error && <Notice variant="danger">{error}</Notice>}
      <CodeBoxes
        length={SMS_CODE_LENGTH}
        value={token}
        onChange={setToken}
        label={t('fanpush.token.label')}
        disabled={busy}
        autoFocus
      />
      <div className="fanpush-confirm__actions">
        <button
          type="button"
          className="button"
          disabled={token.length !== SMS_CODE_LENGTH || busy}
          onClick={confirmVote}
        >
          {t('fanpush.token.confirm')}
        </button>
        <button
          type="button"
          className="text-button"
          disabled={countdown.secondsLeft > 0 || busy}
          onClick={resendVote}
        >
          {countdown.secondsLeft > 0
            ? t('fanpush.token.resendIn', { seconds: countdown.secondsLeft })
            : t('fanpush.token.resend')}
        </button>
        <button type="button" className="text-button" disabled={busy} onClick={onRestart}>
          {t('fanpush.token.restart')}
        </button>
      </div>
    </Modal>
  );
}
