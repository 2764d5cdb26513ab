import { Notice } from '../../../components/notice.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { failureText } from '../../../lib/api-error.ts';
import { useRevogarAutorizacao } from '../api/revogar-autorizacao.ts';
import './meus-dados.css';
import { CLUBE_NS } from '../../../lib/club-i18n.ts';
import { useTranslation } from '../../../lib/i18n.ts';

/**
 * The guardian's revocation (LGPD art. 14): the page only explains; the button sends the link's
 * secret. Opening the link changes nothing, since mail scanners open links too.
 */
export function RevokeAuthorisation({ hash }: { hash: string }) {
  const { t } = useTranslation(CLUBE_NS);
  const revoke = useRevogarAutorizacao();
  if (revoke.isSuccess) {
    return (
      <div className="meus-dados__section" aria-live="polite">
        <h2>{t('myData.revoke.done')}</h2>
        <p>{revoke.data.mensagem}</p>
      </div>
    );
  }
  return (
    <div className="meus-dados__section">
      <p>{t('myData.revoke.text')}</p>
      <p>{t('myData.revoke.warning')}</p>
      {revoke.isError && (
        <Notice variant="danger">{failureText(revoke.error, t('erroGenerico'))}</Notice>
      )}
      <div className="meus-dados__actions">
        <button
          type="button"
          className="button"
          disabled={revoke.isPending}
          onClick={() => revoke.mutate(hash)}
        >
          {t('myData.revoke.button')}
        </button>
        {revoke.isPending && <Spinner label={t('myData.revoke.revoking')} />}
      </div>
    </div>
  );
}
