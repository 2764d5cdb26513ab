import { ForgotPasswordForm } from '../../../features/conta/components/forgot-password-form.tsx';
import { CONTA_NS } from '../../../lib/club-i18n.ts';
import { useTranslation } from '../../../lib/i18n.ts';

/** `/stockclub/esqueci-minha-senha` (fan-club.md §2); members are sent to atualizar-senha. */
export default function EsqueciMinhaSenhaPage() {
  const { t } = useTranslation(CONTA_NS);
  return (
    <section className="stockclub__panel">
      <h1 className="display stockclub__title">{t('paginas.esqueci.titulo')}</h1>
      <p className="stockclub__lead">{t('paginas.esqueci.lead')}</p>
      <ForgotPasswordForm />
    </section>
  );
}
