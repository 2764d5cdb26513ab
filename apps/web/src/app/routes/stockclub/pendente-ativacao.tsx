import { LogoutCountdown } from '../../../features/conta/components/logout-countdown.tsx';
import { CONTA_NS } from '../../../lib/club-i18n.ts';
import { useTranslation } from '../../../lib/i18n.ts';

/** Logout this long after an e-mail change (fan-club.md §9). */
const EMAIL_CHANGE_LOGOUT_SECONDS = 15;

/** `/stockclub/pendente-ativacao` (fan-club.md §2): after an e-mail change, then the login. */
export default function PendenteAtivacaoPage() {
  const { t } = useTranslation(CONTA_NS);
  return (
    <section className="stockclub__panel">
      <h1 className="display stockclub__title">{t('paginas.pendente.titulo')}</h1>
      <p className="stockclub__lead">{t('paginas.pendente.lead')}</p>
      <LogoutCountdown seconds={EMAIL_CHANGE_LOGOUT_SECONDS} large />
    </section>
  );
}
