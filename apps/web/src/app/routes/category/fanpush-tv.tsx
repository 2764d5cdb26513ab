import { getVotacaoQueryOptions } from '../../../features/fanpush/api/get-votacao.ts';
import { LiveLeaderboard } from '../../../features/fanpush/components/live-leaderboard.tsx';
import { youtubeEmbedUrl } from '../../../features/ao-vivo/utils/youtube.ts';
import './fanpush-tv.css';
import { warmingLoader } from '../lazy-page.ts';
import { useTranslation } from '../../../lib/i18n.ts';

/** The leaderboard loads on entry (fan-club.md §4); a failure is left to the page. */
export const clientLoader = warmingLoader((queryClient) => [
  queryClient.ensureQueryData(getVotacaoQueryOptions()),
]);

/** The TV variant of the live vote (fan-club.md §2): menu and footer hidden by its handle. */
export default function FanpushTvPage() {
  const { t } = useTranslation();
  return (
    <section className="fanpush-tv">
      <h1 className="display">{t('fanpushTv.title')}</h1>
      <LiveLeaderboard toEmbedUrl={youtubeEmbedUrl} variant="tv" />
    </section>
  );
}
