import { useState } from 'react';
import { SMS_CODE_LENGTH, TOKEN_RESEND_SECONDS } from '@stockcar/shared/schemas/clube/comum';
import type { Fanpush, PilotoFanpush } from '@stockcar/shared/schemas/fanpush';
import { CodeBoxes } from '../../../components/form/code-boxes.tsx';
import '../../../components/form/text-button.css';
import { useCountdown } from '../../../lib/use-countdown.ts';
import { Modal } from '../../../components/modal.tsx';
import { Notice } from '../../../components/notice.tsx';
import { confirmToken } from '../api/confirm-token.ts';
import { resendToken } from '../api/resend-token.ts';
import { failureText } from '../../../lib/api-error.ts';
import { clubeT } from '../../../lib/club-i18n.ts';

interface TokenModalProps {
  idEtapaFanpush: number;
  pilotos: PilotoFanpush[];
  /** Seconds before a resend is allowed (0 when reopened from the stored votes). */
  resendIn: number;
  onConfirmed: (fanpush: Fanpush, mensagem: string) => void;
  /** Back to the picker: the pending picks are dropped here (the server replaces them). */
  onRestart: () => void;
}

/** The SMS token step (fan-club.md §4): 6 digits, a resend countdown, then the vote counts. */
export function TokenModal(props: TokenModalProps) {
  const { idEtapaFanpush, pilotos, resendIn, onConfirmed, onRestart } = props;
  const [token, setToken] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const [info, setInfo] = useState<string | undefined>(
    resendIn > 0 ? clubeT('tokenEnviado') : undefined,
  );
  const countdown = useCountdown(resendIn);

  async function run(action: () => Promise<void>, fallback: string) {
    setBusy(true);
    setError(undefined);
    setInfo(undefined);
    try {
      await action();
    } catch (failure) {
      setError(failureText(failure, fallback));
    } finally {
      setBusy(false);
    }
  }

  const confirm = () =>
    run(async () => {
      const answer = await confirmToken({ idEtapaFanpush, token });
      onConfirmed(answer.fanpush, answer.mensagem);
    }, clubeT('tokenFalha'));

  const resend = () =>
    run(async () => {
      const sent = await resendToken(idEtapaFanpush);
      setToken('');
      setInfo(clubeT('tokenEnviado'));
      countdown.restart(sent.reenvioEmSegundos || TOKEN_RESEND_SECONDS);
    }, clubeT('erroGenerico'));

  return (
    <Modal title="Confirme seu voto">
      <p>Enviamos um token por SMS para o seu celular. Ele confirma o voto em:</p>
      <p className="fanpush-token__picks">{pilotos.map((piloto) => piloto.nome).join(', ')}</p>
      {info && <Notice>{info}</Notice>}
      {error && <Notice variant="danger">{error}</Notice>}
      <CodeBoxes
        length={SMS_CODE_LENGTH}
        value={token}
        onChange={setToken}
        label="Token recebido por SMS"
        disabled={busy}
        autoFocus
      />
      <div className="fanpush-confirm__actions">
        <button
          type="button"
          className="button"
          disabled={token.length !== SMS_CODE_LENGTH || busy}
          onClick={() => void confirm()}
        >
          Confirmar token
        </button>
        <button
          type="button"
          className="text-button"
          disabled={countdown.secondsLeft > 0 || busy}
          onClick={() => void resend()}
        >
          {countdown.secondsLeft > 0
            ? `Reenviar token em ${countdown.secondsLeft} s`
            : 'Reenviar token'}
        </button>
        <button type="button" className="text-button" disabled={busy} onClick={onRestart}>
          Escolher outros pilotos
        </button>
      </div>
    </Modal>
  );
}
