import { useEffect, useRef, useState } from 'react';
import type { Perfil } from '@stockcar/shared/schemas/clube-perfil';
import { SMS_CODE_LENGTH, TOKEN_RESEND_SECONDS } from '@stockcar/shared/schemas/clube/comum';
import { maskPhoneBr, mobilePhoneField } from '@stockcar/shared/validators/phone';
import { CodeBoxes } from '../../../components/form/code-boxes.tsx';
import { useTimedNotice } from '../../../components/form/use-timed-notice.ts';
import { Notice } from '../../../components/notice.tsx';
import '../../../components/form/text-button.css';
import { failureText } from '../../../lib/api-error.ts';
import { useCountdown } from '../../../lib/use-countdown.ts';
import { useConfirmPhoneToken } from '../api/confirm-phone-token.ts';
import { useResendPhoneToken } from '../api/resend-phone-token.ts';
import { useStartPhoneChange } from '../api/start-phone-change.ts';
import { CONTA_NS, clubeT } from '../../../lib/club-i18n.ts';
import { useTranslation } from '../../../lib/i18n.ts';

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
  const { t } = useTranslation(CONTA_NS);
  const validNumber = mobilePhoneField.safeParse(telefone).success;
  return (
    <div className="perfil__form">
      <label htmlFor="perfil-novo-celular">{t('celular.novo')}</label>
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
          {perfil.celularAtivo ? t('celular.alterar') : t('celular.validar')}
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
  const { t } = useTranslation(CONTA_NS);
  return (
    <div className="perfil__form">
      <CodeBoxes
        length={SMS_CODE_LENGTH}
        value={token}
        onChange={onToken}
        label={t('celular.tokenPara', { telefone })}
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
          {t('celular.confirmar')}
        </button>
        <button
          type="button"
          className="text-button"
          disabled={resendIn > 0 || busy}
          onClick={props.onResend}
        >
          {resendIn > 0 ? t('celular.reenviarEm', { seconds: resendIn }) : t('celular.reenviar')}
        </button>
        <button type="button" className="text-button" onClick={props.onChangeNumber}>
          {t('celular.trocar')}
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
  const { t } = useTranslation(CONTA_NS);
  const [telefone, setTelefone] = useState(perfil.celularAtivo ? '' : perfil.phone);
  const [token, setToken] = useState('');
  const [step, setStep] = useState<'number' | 'token'>('number');
  const [success, setSuccess] = useState<string | undefined>();
  const start = useStartPhoneChange();
  const resend = useResendPhoneToken();
  const confirm = useConfirmPhoneToken();
  const busy = start.isPending || resend.isPending || confirm.isPending;
  const notice = useTimedNotice();
  const countdown = useCountdown();
  const section = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!focus) return;
    section.current?.scrollIntoView({ block: 'start' });
    section.current?.querySelector('input')?.focus();
  }, [focus]);

  /** Each call clears the last outcome and shows its own failure, or `fallback` without one. */
  const begin = (fallback: string) => {
    notice.hide();
    setSuccess(undefined);
    return { onError: (error: unknown) => notice.show(failureText(error, fallback)) };
  };
  const tokenSent = ({ reenvioEmSegundos }: { reenvioEmSegundos: number }) => {
    setSuccess(clubeT('tokenEnviado'));
    countdown.restart(reenvioEmSegundos || TOKEN_RESEND_SECONDS);
  };

  const sendToken = () =>
    start.mutate(
      { telefoneAntigo: perfil.phone, telefoneNovo: telefone },
      {
        ...begin(clubeT('erroGenerico')),
        onSuccess: (sent) => {
          setStep('token');
          setToken('');
          tokenSent(sent);
        },
      },
    );

  const resendToken = () =>
    resend.mutate(undefined, { ...begin(clubeT('erroGenerico')), onSuccess: tokenSent });

  const confirmToken = () =>
    confirm.mutate(token, {
      ...begin(clubeT('tokenFalha')),
      onSuccess: ({ mensagem }) => {
        setStep('number');
        setTelefone('');
        setSuccess(mensagem || clubeT('telefoneValidado'));
      },
    });

  return (
    <section ref={section} className="perfil__phone" aria-labelledby="perfil-phone-title">
      <h2 id="perfil-phone-title">{t('celular.titulo')}</h2>
      <p>
        {t('celular.atual', { phone: perfil.phone || t('celular.nenhum') })}{' '}
        {perfil.phone && (
          <strong className={perfil.celularAtivo ? 'perfil__validated' : undefined}>
            {perfil.celularAtivo ? t('celular.validado') : t('celular.naoValidado')}
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
          onSend={sendToken}
        />
      ) : (
        <TokenStep
          telefone={telefone}
          token={token}
          onToken={setToken}
          busy={busy}
          resendIn={countdown.secondsLeft}
          onConfirm={confirmToken}
          onResend={resendToken}
          onChangeNumber={() => setStep('number')}
        />
      )}
    </section>
  );
}
