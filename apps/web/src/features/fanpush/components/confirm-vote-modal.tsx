import { useState } from 'react';
import type { PilotoFanpush } from '@stockcar/shared/schemas/fanpush';
import { Modal } from '../../../components/modal.tsx';
import { Notice } from '../../../components/notice.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { solveCaptcha } from '../../../lib/club/captcha.ts';
import { sendVoto } from '../api/send-voto.ts';
import { failureText } from '../../../lib/api-error.ts';
import { clubeT } from '../../../lib/club-i18n.ts';

interface ConfirmVoteModalProps {
  idEtapaFanpush: number;
  pilotos: PilotoFanpush[];
  /** The picks are recorded (pending) and the token is on its way. */
  onSent: (resendInSeconds: number) => void;
  onBack: () => void;
}

/**
 * The confirm modal of fan-club.md §4: the 3 picks, then the invisible captcha and
 * `POST /Fanpush`. The server accepts a captcha once, so every try solves a new one: a failed
 * vote re-runs the captcha on the next try.
 */
export function ConfirmVoteModal({
  idEtapaFanpush,
  pilotos,
  onSent,
  onBack,
}: ConfirmVoteModalProps) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();

  async function vote() {
    setBusy(true);
    setError(undefined);
    try {
      const captcha = await solveCaptcha();
      const sent = await sendVoto({ captcha, idEtapaFanpush, piloto: pilotos });
      onSent(sent.reenvioEmSegundos);
    } catch (failure) {
      setError(failureText(failure, clubeT('erroGenerico')));
      setBusy(false);
    }
  }

  return (
    <Modal title="Confirme seus votos" closeLabel="Voltar" onClose={busy ? undefined : onBack}>
      <p>Você escolheu estes pilotos:</p>
      <ol className="fanpush-confirm__list">
        {pilotos.map((piloto) => (
          <li key={piloto.id}>
            <strong>{piloto.numero}</strong> {piloto.nome}
          </li>
        ))}
      </ol>
      {error && <Notice variant="danger">{error}</Notice>}
      {busy && <Spinner label="Enviando seu voto…" />}
      <div className="fanpush-confirm__actions">
        <button type="button" className="button" disabled={busy} onClick={() => void vote()}>
          Votar
        </button>
        <button type="button" className="text-button" disabled={busy} onClick={onBack}>
          Alterar escolha
        </button>
      </div>
    </Modal>
  );
}
