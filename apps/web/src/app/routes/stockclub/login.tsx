import { RouteNotice } from '../../../components/route-notice.tsx';
import { LoginForm } from '../../../features/autenticacao/components/login-form.tsx';
import { CONTA_NS } from '../../../lib/club-i18n.ts';
import { useTranslation } from '../../../lib/i18n.ts';

/**
 * `/stockclub/login`: the club landing with its benefits and the login form (fan-club.md §2).
 * A member already signed in is sent to the club home by the navigation guard.
 */
export default function StockclubLoginPage() {
  const { t } = useTranslation(CONTA_NS);
  return (
    <section className="stockclub__panel">
      <h1 className="display stockclub__title">{t('paginas.login.titulo')}</h1>
      {/* Why the member is here again: an account deleted, a log out everywhere. */}
      <RouteNotice />
      <p className="stockclub__lead">{t('paginas.login.lead')}</p>
      <ul className="stockclub__benefits">
        <li>{t('paginas.login.descontos')}</li>
        <li>{t('paginas.login.sorteios')}</li>
        <li>{t('paginas.login.bastidores')}</li>
      </ul>
      <LoginForm />
    </section>
  );
}
