import { useSearchParams } from 'react-router';
import { Notice } from '../../../components/notice.tsx';
import { RevokeAuthorisation } from '../../../features/meus-dados/components/revoke-authorisation.tsx';

/**
 * `/stockclub/revogar-autorizacao?h=`: a minor's guardian revokes the authorisation from the
 * link of the authorisation e-mail (issue 12). No login: the link's secret is the credential.
 */
export default function RevogarAutorizacaoPage() {
  const [params] = useSearchParams();
  const hash = params.get('h');
  return (
    <section className="stockclub__panel meus-dados">
      <h1 className="display stockclub__title">Revogar autorização</h1>
      {hash ? (
        // The key gives another link opened in this tab a fresh page.
        <RevokeAuthorisation key={hash} hash={hash} />
      ) : (
        <Notice>
          Este endereço precisa do link completo enviado por e-mail ao responsável. Abra o link do
          e-mail de autorização do Stock Club.
        </Notice>
      )}
    </section>
  );
}
