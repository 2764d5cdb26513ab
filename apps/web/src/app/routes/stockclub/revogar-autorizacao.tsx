import { useSearchParams } from 'react-router';
import { Notice } from '../../../components/notice.tsx';
import { RevokeAuthorisation } from '../../../features/meus-dados/components/revoke-authorisation.tsx';
import { CLUBE_NS } from '../../../lib/club-i18n.ts';
import { useTranslation } from '../../../lib/i18n.ts';

/**
 * `/stockclub/revogar-autorizacao?h=`: a minor's guardian revokes the authorisation from the
 * link of the authorisation e-mail (issue 12). No login: the link's secret is the credential.
 */
export default function RevogarAutorizacaoPage() {
  const { t } = useTranslation(CLUBE_NS);
  const [params] = useSearchParams();
  const hash = params.get('h');
  return (
    <section className="stockclub__panel meus-dados">
      <h1 className="display stockclub__title">{t('myData.revoke.title')}</h1>
      {hash ? (
        // The key gives another link opened in this tab a fresh page.
        <RevokeAuthorisation key={hash} hash={hash} />
      ) : (
        <Notice>{t('myData.revoke.missingLink')}</Notice>
      )}
    </section>
  );
}
