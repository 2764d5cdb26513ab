import { getPerfilQueryOptions } from '../../../lib/club/perfil-query.ts';
import { isSignedIn } from '../../../lib/session.ts';
import { getFanpushQueryOptions } from '../../../features/fanpush/api/get-fanpush.ts';
import { VotePage } from '../../../features/fanpush/components/vote-page.tsx';
import { warmingLoader } from '../lazy-page.ts';
import { CLUBE_NS } from '../../../lib/club-i18n.ts';
import { useTranslation } from '../../../lib/i18n.ts';

/** Warms the profile and the vote; failures are left to the page, which shows them. */
export const clientLoader = warmingLoader((queryClient) => {
  if (!isSignedIn()) return undefined;
  return [
    queryClient.ensureQueryData(getPerfilQueryOptions()),
    queryClient.ensureQueryData(getFanpushQueryOptions()),
  ];
});

/** `/stockclub/votacao-fanpush` (fan-club.md §4 Fan vote), login required. */
export default function VotacaoFanpushPage() {
  const { t } = useTranslation(CLUBE_NS);
  return (
    <section className="stockclub__panel fanpush-page">
      <h1 className="display stockclub__title">{t('fanpush.votePage')}</h1>
      <VotePage />
    </section>
  );
}
