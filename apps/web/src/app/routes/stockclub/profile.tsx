import { useSearchParams } from 'react-router';
import { Link } from '../../../components/link.tsx';
import { queryState } from '../../../components/query-state.tsx';
import { paths } from '../../../config/paths.ts';
import { usePerfil } from '../../../lib/club/perfil-query.ts';
import { useSectionLoad } from '../../../lib/club/use-section-load.tsx';
import { VoteReceipts } from '../../../features/fanpush/components/vote-receipts.tsx';
import { PhoneChange } from '../../../features/perfil/components/phone-change.tsx';
import { ProfileForm } from '../../../features/perfil/components/profile-form.tsx';
import { CLUBE_NS } from '../../../lib/club-i18n.ts';
import { useTranslation } from '../../../lib/i18n.ts';

/**
 * `/stockclub/meu-perfil`, login required: data and photo, then the phone change (§2), then the
 * member's Fan Push receipts (issue 11).
 */
export default function StockclubProfilePage() {
  const { t } = useTranslation(CLUBE_NS);
  const perfil = queryState(
    usePerfil(),
    useSectionLoad(t('member.loading'), t('member.loadFailed')),
  );
  const [search] = useSearchParams();
  return (
    <section className="stockclub__panel">
      <h1 className="display stockclub__title">{t('nav.myProfile')}</h1>
      {perfil.ready ? (
        <>
          <p>
            <Link to={paths.stockclub.pilotoFavorito}>{t('nav.favouriteDriver')}</Link>
            {' · '}
            <Link to={paths.stockclub.atualizarSenha}>{t('nav.changePassword')}</Link>
            {' · '}
            <Link to={paths.stockclub.meusDados}>{t('nav.myData')}</Link>
          </p>
          {/* Keyed by the profile's version: a saved profile starts the form from the answer. */}
          <ProfileForm key={perfil.data.updatedAt} perfil={perfil.data} />
          <PhoneChange perfil={perfil.data} focus={search.get('phone') === 'true'} />
          <VoteReceipts />
        </>
      ) : (
        perfil.screen
      )}
    </section>
  );
}
