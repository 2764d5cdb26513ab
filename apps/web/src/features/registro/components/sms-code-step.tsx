import { useEffect, useRef, useState } from 'react';
import { SIGNUP_CODE_RESEND_SECONDS, SMS_CODE_LENGTH } from '@stockcar/shared/schemas/clube/comum';
import { CodeBoxes } from '../../../components/form/code-boxes.tsx';
import { useTimedNotice } from '../../../components/form/use-timed-notice.ts';
import { Notice } from '../../../components/notice.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import '../../../components/form/text-button.css';
import { ApiError } from '../../../lib/api-client.ts';
import { useSendCodigoSms } from '../api/send-codigo-sms.ts';
import { useValidateCodigoSms } from '../api/validate-codigo-sms.ts';
import { useSignupLanguage } from './signup-language.tsx';
import { useCountdown } from '../../../lib/use-countdown.ts';

interface SmsCodeStepProps {
  celular: string;
  onConfirmed: () => void;
}

/** A foreign member confirms the phone with the 6-digit code sent by SMS (fan-club.md §4). */
export function SmsCodeStep({ celular, onConfirmed }: SmsCodeStepProps) {
  const { t } = useSignupLanguage();
  const [code, setCode] = useState('');
  const [sent, setSent] = useState(false);
  const failure = useTimedNotice();
  const countdown = useCountdown();
  const sendCode = useSendCodigoSms();
  const validate = useValidateCodigoSms();
  const asked = useRef(false);

  const failed = (error: unknown) =>
    failure.show(error instanceof ApiError ? error.detail : t('sms.failure'));

  const send = () => {
    countdown.restart(SIGNUP_CODE_RESEND_SECONDS);
    sendCode.mutate(celular, {
      onSuccess: (answer) => {
        setSent(true);
        countdown.restart(answer.reenvioEmSegundos);
      },
      onError: failed,
    });
  };

  useEffect(() => {
    // Once when the step shows (StrictMode runs effects twice in development).
    if (asked.current) return;
    asked.current = true;
    send();
  });

  const confirm = () => {
    validate.mutate({ code, celular }, { onSuccess: onConfirmed, onError: failed });
  };

  return (
    <form
      className="form signup__form"
      aria-label={t('sms.title')}
      onSubmit={(event) => {
        event.preventDefault();
        if (code.length === SMS_CODE_LENGTH && !validate.isPending) confirm();
      }}
    >
      <h2 className="signup__step-title">{t('sms.title')}</h2>
      {failure.message && <Notice variant="danger">{failure.message}</Notice>}
      {sent && <Notice>{t('sms.sent')}</Notice>}
      <p>{t('sms.text', { length: SMS_CODE_LENGTH, celular })}</p>
      <CodeBoxes
        length={SMS_CODE_LENGTH}
        value={code}
        onChange={setCode}
        label={t('sms.label')}
        autoFocus
      />
      <div className="form__actions">
        <button
          type="submit"
          className="button form__submit"
          disabled={code.length !== SMS_CODE_LENGTH || validate.isPending}
        >
          {validate.isPending ? t('sms.confirming') : t('sms.confirm')}
        </button>
        {validate.isPending && <Spinner label={t('sms.confirming')} />}
      </div>
      {countdown.secondsLeft > 0 ? (
        <p className="form__note" aria-live="off">
          {t('sms.resendIn', { seconds: countdown.secondsLeft })}
        </p>
      ) : (
        <button type="button" className="text-button" onClick={send}>
          {t('sms.resend')}
        </button>
      )}
    </form>
  );
}
