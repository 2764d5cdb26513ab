import { getVotacaoQueryOptions } from '../../../features/fanpush/api/get-votacao.ts';
import { LiveLeaderboard } from '../../../features/fanpush/components/live-leaderboard.tsx';
import { youtubeEmbedUrl } from '../../../features/ao-vivo/utils/youtube.ts';
import { warmingLoader } from '../lazy-page.ts';
import { CLUBE_NS } from '../../../lib/club-i18n.ts';
import { useTranslation } from '../../../lib/i18n.ts';

/** The leaderboard loads on entry (fan-club.md §4); a failure is left to the page. */
export const clientLoader = warmingLoader((queryClient) => [
  queryClient.ensureQueryData(getVotacaoQueryOptions()),
]);

/** `/stockclub/votacao-fanpush-live` (fan-club.md §2), login required: the live leaderboard. */
export default function VotacaoFanpushLivePage() {
  const { t } = useTranslation(CLUBE_NS);
  return (
    <section className="stockclub__panel fanpush-page">
      <h1 className="display stockclub__title">{t('fanpush.livePage')}</h1>
      <LiveLeaderboard toEmbedUrl={youtubeEmbedUrl} />
    </section>
  );
}
