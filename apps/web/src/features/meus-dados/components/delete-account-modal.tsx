import { useId, useState } from 'react';
import { Link } from '../../../components/link.tsx';
import { SMS_CODE_LENGTH, TOKEN_RESEND_SECONDS } from '@stockcar/shared/schemas/clube/comum';
import { CodeBoxes } from '../../../components/form/code-boxes.tsx';
import { useCountdown } from '../../../lib/use-countdown.ts';
import { Modal } from '../../../components/modal.tsx';
import { Notice } from '../../../components/notice.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { ApiError, failureText } from '../../../lib/api-error.ts';
import { usePerfil } from '../../../lib/club/perfil-query.ts';
import { useDeleteConta } from '../api/delete-conta.ts';
import { useSendExclusaoCodigo } from '../api/send-exclusao-codigo.ts';
import { useLeaveToLogin } from '../utils/use-leave-to-login.ts';
import '../../../components/form/form.css';
import '../../../components/form/text-button.css';
import { CLUBE_NS, clubeT } from '../../../lib/club-i18n.ts';
import { useTranslation } from '../../../lib/i18n.ts';

const CODE_ERRORS: string[] = [clubeT('codigoInvalido'), clubeT('codigoEsgotado')];

/**
 * The deletion's confirmation: a code by SMS to the phone on file, then the code and the
 * password together. On success the session is forgotten here and the login says why.
 */
export function DeleteAccountModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(CLUBE_NS);
  const phone = usePerfil().data?.phone;
  const sendCode = useSendExclusaoCodigo();
  const erase = useDeleteConta();
  const leave = useLeaveToLogin();
  const countdown = useCountdown();
  const [codigo, setCodigo] = useState('');
  const [senha, setSenha] = useState('');
  const passwordId = useId();
  // Once a code went out, its boxes stay, even when a resend is refused.
  const [codeSent, setCodeSent] = useState(false);
  const busy = sendCode.isPending || erase.isPending;

  const send = () => {
    erase.reset();
    sendCode.mutate(undefined, {
      onSuccess: (sent) => {
        setCodeSent(true);
        countdown.restart(sent.reenvioEmSegundos || TOKEN_RESEND_SECONDS);
      },
    });
  };
  const confirm = () =>
    erase.mutate({ senha, codigo }, { onSuccess: ({ mensagem }) => leave(mensagem) });

  const refusal = erase.error ? failureText(erase.error, t('erroGenerico')) : undefined;
  const codeError = refusal && CODE_ERRORS.includes(refusal) ? refusal : undefined;
  const passwordError = refusal === t('exclusaoSenhaIncorreta') ? refusal : undefined;
  const noPhone = sendCode.error instanceof ApiError && sendCode.error.status === 409;

  return (
    <Modal
      title={t('myData.deleteAccount.title')}
      closeLabel={t('common.close')}
      onClose={busy ? undefined : onClose}
    >
      <p>
        {t('myData.deleteAccount.phoneBefore')}
        <strong>{phone || t('myData.deleteAccount.phoneUnknown')}</strong>
        {t('myData.deleteAccount.phoneAfter')}
      </p>
      {sendCode.isError && (
        <Notice variant="danger">
          {failureText(sendCode.error, t('erroGenerico'))}{' '}
          {noPhone && (
            <Link to={paths.stockclub.profilePhone}>{t('myData.deleteAccount.updatePhone')}</Link>
          )}
        </Notice>
      )}
      {sendCode.isSuccess && (
        <p className="notice" role="status">
          {sendCode.data.mensagem}
        </p>
      )}
      {refusal && !codeError && !passwordError && <Notice variant="danger">{refusal}</Notice>}
      {codeSent && (
        <div className="meus-dados__confirm">
          <CodeBoxes
            length={SMS_CODE_LENGTH}
            value={codigo}
            onChange={setCodigo}
            label={t('myData.deleteAccount.codeLabel')}
            disabled={busy}
            error={codeError}
            autoFocus
          />
          <div className={passwordError ? 'field field--invalid' : 'field'}>
            <label className="field__label" htmlFor={passwordId}>
              {t('myData.deleteAccount.password')}
            </label>
            <input
              id={passwordId}
              className="field__control"
              type="password"
              autoComplete="current-password"
              value={senha}
              disabled={busy}
              aria-invalid={passwordError ? true : undefined}
              onChange={(event) => setSenha(event.target.value)}
            />
            {passwordError && <p className="field__error">{passwordError}</p>}
          </div>
        </div>
      )}
      {busy && (
        <Spinner
          label={
            erase.isPending
              ? t('myData.deleteAccount.deleting')
              : t('myData.deleteAccount.sendingCode')
          }
        />
      )}
      <div className="meus-dados__actions">
        {codeSent ? (
          <>
            <button
              type="button"
              className="button"
              disabled={busy || codigo.length !== SMS_CODE_LENGTH || senha === ''}
              onClick={confirm}
            >
              {t('myData.deleteAccount.confirm')}
            </button>
            <button
              type="button"
              className="text-button"
              disabled={busy || countdown.secondsLeft > 0}
              onClick={send}
            >
              {countdown.secondsLeft > 0
                ? t('myData.deleteAccount.resendIn', { seconds: countdown.secondsLeft })
                : t('myData.deleteAccount.resend')}
            </button>
          </>
        ) : (
          <button type="button" className="button" disabled={busy} onClick={send}>
            {t('myData.deleteAccount.sendCode')}
          </button>
        )}
        <button type="button" className="text-button" disabled={busy} onClick={onClose}>
          {t('common.cancel')}
        </button>
      </div>
    </Modal>
  );
}
