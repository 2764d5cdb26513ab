import { Notice } from '../../../components/notice.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { failureText } from '../../../lib/api-error.ts';
import { useRevogarAutorizacao } from '../api/revogar-autorizacao.ts';
import './meus-dados.css';
import { clubeT } from '../../../lib/club-i18n.ts';

/**
 * The guardian's revocation (LGPD art. 14): the page only explains; the button sends the link's
 * secret. Opening the link changes nothing, since mail scanners open links too.
 */
export function RevokeAuthorisation({ hash }: { hash: string }) {
  const revoke = useRevogarAutorizacao();
  if (revoke.isSuccess) {
    return (
      <div className="meus-dados__section" aria-live="polite">
        <h2>Autorização revogada</h2>
        <p>{revoke.data.mensagem}</p>
      </div>
    );
  }
  return (
    <div className="meus-dados__section">
      <p>
        Você recebeu este link por ser o responsável legal de um menor de 18 anos cadastrado no
        Stock Club. Ao revogar a autorização, a conta dele é excluída: os dados pessoais são
        apagados e ele deixa de acessar o clube. Os votos do Fanpush já confirmados continuam
        contados, sem vínculo com ele.
      </p>
      <p>Esta ação não pode ser desfeita. Você receberá uma confirmação por e-mail.</p>
      {revoke.isError && (
        <Notice variant="danger">{failureText(revoke.error, clubeT('erroGenerico'))}</Notice>
      )}
      <div className="meus-dados__actions">
        <button
          type="button"
          className="button"
          disabled={revoke.isPending}
          onClick={() => revoke.mutate(hash)}
        >
          Revogar autorização e excluir a conta
        </button>
        {revoke.isPending && <Spinner label="Revogando a autorização…" />}
      </div>
    </div>
  );
}
