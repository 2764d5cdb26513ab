import { useEffect, useRef, useState } from 'react';
import type { Perfil } from '@stockcar/shared/schemas/clube-perfil';
import { SMS_CODE_LENGTH, TOKEN_RESEND_SECONDS } from '@stockcar/shared/schemas/clube/comum';
import { maskPhoneBr, mobilePhoneField } from '@stockcar/shared/validators/phone';
import { CodeBoxes } from '../../../components/form/code-boxes.tsx';
import { useCountdown } from '../../../lib/use-countdown.ts';
import { useTimedNotice } from '../../../components/form/use-timed-notice.ts';
import { Notice } from '../../../components/notice.tsx';
import '../../../components/form/text-button.css';
import { useRememberPerfil } from '../../../lib/club/perfil-query.ts';
import { confirmPhoneToken } from '../api/confirm-phone-token.ts';
import { resendPhoneToken } from '../api/resend-phone-token.ts';
import { startPhoneChange } from '../api/start-phone-change.ts';
import { failureText } from '../../../lib/api-error.ts';
import { clubeT } from '../../../lib/club-i18n.ts';

interface PhoneChangeProps {
  perfil: Perfil;
  /** `?phone=true` (fan-club §2): open on this section with the focus on the new number. */
  focus: boolean;
}

interface NumberStepProps {
  perfil: Perfil;
  telefone: string;
  onTelefone: (telefone: string) => void;
  busy: boolean;
  onSend: () => void;
}

/** The new number, masked for Brazilian numbers, and the button that sends the token. */
function NumberStep({ perfil, telefone, onTelefone, busy, onSend }: NumberStepProps) {
  const validNumber = mobilePhoneField.safeParse(telefone).success;
  return (
    <div className="perfil__form">
      <label htmlFor="perfil-novo-celular">Novo celular</label>
      <input
        id="perfil-novo-celular"
        className="field__control"
        type="tel"
        autoComplete="tel"
        value={telefone}
        aria-invalid={telefone !== '' && !validNumber ? true : undefined}
        onChange={(event) =>
          onTelefone(perfil.estrangeiro ? event.target.value : maskPhoneBr(event.target.value))
        }
      />
      {telefone !== '' && !validNumber && (
        <p className="field__error">{clubeT('celularInvalido')}</p>
      )}
      <div className="perfil__actions">
        <button type="button" className="button" disabled={!validNumber || busy} onClick={onSend}>
          {perfil.celularAtivo ? 'Alterar celular' : 'Validar celular'}
        </button>
      </div>
    </div>
  );
}

interface TokenStepProps {
  telefone: string;
  token: string;
  onToken: (token: string) => void;
  busy: boolean;
  /** Seconds before the token may be sent again; 0 when it may. */
  resendIn: number;
  onConfirm: () => void;
  onResend: () => void;
  onChangeNumber: () => void;
}

/** The token sent by SMS, its confirmation, the resend countdown and a way back to the number. */
function TokenStep(props: TokenStepProps) {
  const { telefone, token, onToken, busy, resendIn } = props;
  return (
    <div className="perfil__form">
      <CodeBoxes
        length={SMS_CODE_LENGTH}
        value={token}
        onChange={onToken}
        label={`Token enviado por SMS para ${telefone}`}
        disabled={busy}
        autoFocus
      />
      <div className="perfil__actions">
        <button
          type="button"
          className="button"
          disabled={token.length !== SMS_CODE_LENGTH || busy}
          onClick={props.onConfirm}
        >
          Confirmar
        </button>
        <button
          type="button"
          className="text-button"
          disabled={resendIn > 0 || busy}
          onClick={props.onResend}
        >
          {resendIn > 0 ? `Reenviar token em ${resendIn} s` : 'Reenviar token'}
        </button>
        <button type="button" className="text-button" onClick={props.onChangeNumber}>
          Trocar número
        </button>
      </div>
    </div>
  );
}

/**
 * The phone change of fan-club §4: the new number, a token by SMS (6 digits: spec-deviations),
 * a 120 s countdown before it may be sent again, then the number shows as validated.
 */
export function PhoneChange({ perfil, focus }: PhoneChangeProps) {
  const [telefone, setTelefone] = useState(perfil.celularAtivo ? '' : perfil.phone);
  const [token, setToken] = useState('');
  const [step, setStep] = useState<'number' | 'token'>('number');
  const [busy, setBusy] = useState(false);
  const [success, setSuccess] = useState<string | undefined>();
  const notice = useTimedNotice();
  const countdown = useCountdown();
  const remember = useRememberPerfil();
  const section = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!focus) return;
    section.current?.scrollIntoView({ block: 'start' });
    section.current?.querySelector('input')?.focus();
  }, [focus]);

  async function run(action: () => Promise<void>, fallback: string) {
    setBusy(true);
    notice.hide();
    setSuccess(undefined);
    try {
      await action();
    } catch (error) {
      notice.show(failureText(error, fallback));
    } finally {
      setBusy(false);
    }
  }

  const sendToken = () =>
    run(async () => {
      const sent = await startPhoneChange({ telefoneAntigo: perfil.phone, telefoneNovo: telefone });
      setStep('token');
      setToken('');
      setSuccess(clubeT('tokenEnviado'));
      countdown.restart(sent.reenvioEmSegundos || TOKEN_RESEND_SECONDS);
    }, clubeT('erroGenerico'));

  const resend = () =>
    run(async () => {
      const sent = await resendPhoneToken();
      setSuccess(clubeT('tokenEnviado'));
      countdown.restart(sent.reenvioEmSegundos || TOKEN_RESEND_SECONDS);
    }, clubeT('erroGenerico'));

  const confirm = () =>
    run(async () => {
      const { perfil: validado, mensagem } = await confirmPhoneToken(token);
      remember(validado);
      setStep('number');
      setTelefone('');
      setSuccess(mensagem || clubeT('telefoneValidado'));
    }, clubeT('tokenFalha'));

  return (
    <section ref={section} className="perfil__phone" aria-labelledby="perfil-phone-title">
      <h2 id="perfil-phone-title">Celular</h2>
      <p>
        Atual: {perfil.phone || 'nenhum'}{' '}
        {perfil.phone && (
          <strong className={perfil.celularAtivo ? 'perfil__validated' : undefined}>
            {perfil.celularAtivo ? '(validado)' : '(não validado)'}
          </strong>
        )}
      </p>
      {success && (
        <p className="notice notice--info" role="status">
          {success}
        </p>
      )}
      {notice.message && <Notice variant="danger">{notice.message}</Notice>}
      {step === 'number' ? (
        <NumberStep
          perfil={perfil}
          telefone={telefone}
          onTelefone={setTelefone}
          busy={busy}
          onSend={() => void sendToken()}
        />
      ) : (
        <TokenStep
          telefone={telefone}
          token={token}
          onToken={setToken}
          busy={busy}
          resendIn={countdown.secondsLeft}
          onConfirm={() => void confirm()}
          onResend={() => void resend()}
          onChangeNumber={() => setStep('number')}
        />
      )}
    </section>
  );
}
