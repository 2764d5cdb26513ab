import { getPerfilQueryOptions } from '../../../lib/club/perfil-query.ts';
import { isSignedIn } from '../../../lib/session.ts';
import { PreVote } from '../../../features/fanpush/components/pre-vote.tsx';
import { warmingLoader } from '../lazy-page.ts';
import { CLUBE_NS } from '../../../lib/club-i18n.ts';
import { useTranslation } from '../../../lib/i18n.ts';

/** Warms the profile the page decides on; a visitor is sent to the login by the guard. */
export const clientLoader = warmingLoader((queryClient) => {
  if (!isSignedIn()) return undefined;
  return [queryClient.ensureQueryData(getPerfilQueryOptions())];
});

/** `/stockclub/pre-votacao` (fan-club.md §4 Pre-vote), login required. */
export default function PreVotacaoPage() {
  const { t } = useTranslation(CLUBE_NS);
  return (
    <section className="stockclub__panel">
      <h1 className="display stockclub__title">{t('fanpush.title')}</h1>
      <PreVote />
    </section>
  );
}
