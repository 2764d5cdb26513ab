import { UpdatePasswordForm } from '../../../features/conta/components/update-password-form.tsx';
import { CONTA_NS } from '../../../lib/club-i18n.ts';
import { useTranslation } from '../../../lib/i18n.ts';

/** `/stockclub/atualizar-senha` (fan-club.md §2): login required (the route guard sees to it). */
export default function AtualizarSenhaPage() {
  const { t } = useTranslation(CONTA_NS);
  return (
    <section className="stockclub__panel">
      <h1 className="display stockclub__title">{t('paginas.atualizarSenha.titulo')}</h1>
      <p className="stockclub__lead">{t('paginas.atualizarSenha.lead')}</p>
      <UpdatePasswordForm />
    </section>
  );
}
