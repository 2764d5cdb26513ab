import { useState } from 'react';
import type { Fanpush, PilotoFanpush } from '@stockcar/shared/schemas/fanpush';
import { clearLocalVotes, getLocalVotes, setLocalVotes } from '../../../lib/club/local-votes.ts';
import { ConfirmVoteModal } from './confirm-vote-modal.tsx';
import { DriverPicker } from './driver-picker.tsx';
import { TokenModal } from './token-modal.tsx';

interface VoteFlowProps {
  idEtapaFanpush: number;
  fanpush: Fanpush;
  /** The vote counts now (the vote's cache has the answer); `mensagem` is the server's text. */
  onConfirmed: (mensagem: string) => void;
}

type Step =
  | { name: 'pick'; picks: PilotoFanpush[] }
  | { name: 'confirm'; picks: PilotoFanpush[] }
  | { name: 'token'; picks: PilotoFanpush[]; resendIn: number };

/**
 * Picks waiting for their token reopen the token step: the ones kept in `votosLocais` for this
 * stage (fan-club.md §4), else the ones the server holds as pending (another device).
 */
function initialStep(idEtapaFanpush: number, fanpush: Fanpush): Step {
  const local = getLocalVotes();
  if (local?.idEtapaFanpush === idEtapaFanpush && local.pilotos.length > 0) {
    return { name: 'token', picks: local.pilotos, resendIn: 0 };
  }
  if (fanpush.usuarioVotou && !fanpush.validado && fanpush.listaPilotosVoto.length > 0) {
    return { name: 'token', picks: fanpush.listaPilotosVoto, resendIn: 0 };
  }
  return { name: 'pick', picks: [] };
}

/** Pick 3, confirm with the captcha, then the SMS token (fan-club.md §4 Fan vote). */
export function VoteFlow({ idEtapaFanpush, fanpush, onConfirmed }: VoteFlowProps) {
  const [step, setStep] = useState<Step>(() => initialStep(idEtapaFanpush, fanpush));
  return (
    <>
      <DriverPicker
        // A fresh picker after "choose others"; back from the modal keeps the picks.
        key={step.name === 'token' ? 'token' : 'picker'}
        pilotos={fanpush.listaPilotos}
        initial={step.picks.map((piloto) => piloto.id)}
        onConfirm={(picks) => setStep({ name: 'confirm', picks })}
      />
      {step.name === 'confirm' && (
        <ConfirmVoteModal
          idEtapaFanpush={idEtapaFanpush}
          pilotos={step.picks}
          onBack={() => setStep({ name: 'pick', picks: step.picks })}
          onSent={(resendIn) => {
            setLocalVotes(idEtapaFanpush, step.picks);
            setStep({ name: 'token', picks: step.picks, resendIn });
          }}
        />
      )}
      {step.name === 'token' && (
        <TokenModal
          idEtapaFanpush={idEtapaFanpush}
          pilotos={step.picks}
          resendIn={step.resendIn}
          onConfirmed={(mensagem) => {
            clearLocalVotes();
            onConfirmed(mensagem);
          }}
          onRestart={() => {
            clearLocalVotes();
            setStep({ name: 'pick', picks: [] });
          }}
        />
      )}
    </>
  );
}
