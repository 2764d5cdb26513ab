import { Countdown } from '../../../components/countdown/countdown.tsx';
import { Notice } from '../../../components/notice.tsx';
import { queryState } from '../../../components/query-state.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { useRefreshVotacao, useVotacao } from '../api/get-votacao.ts';
import { useVotacaoStream } from '../api/stream-votacao.ts';
import { formatRefreshTime, getLastRefresh } from '../utils/last-refresh.ts';
import { splitLeaderboard } from '../utils/leaderboard.ts';
import { RestList, TopSix } from './leaderboard.tsx';
import { RestCarousel } from './rest-carousel.tsx';
import { VoteStatus } from './vote-status.tsx';
import './fanpush.css';
import { CLUBE_NS } from '../../../lib/club-i18n.ts';
import { useTranslation } from '../../../lib/i18n.ts';

interface LiveLeaderboardProps {
  /** The live video's embed address for `url` (the route passes the YouTube helper). */
  toEmbedUrl: (url: string) => string | undefined;
  variant?: 'page' | 'tv';
}

/**
 * The live leaderboard (fan-club.md §2, §4, §9): loaded on entry, then pushed by the server as
 * it changes (issue 13), or every 20 s where the stream is unavailable, and on demand;
 * the countdown to the end of the vote (zero when the date is missing, invalid or past); the
 * top 6 large and positions 7 to 24, or beside the live video a carousel of them; each with
 * its count, the ballots, and whether the vote is paused or over (its final result, checksum).
 */
export function LiveLeaderboard({ toEmbedUrl, variant = 'page' }: LiveLeaderboardProps) {
  const { t } = useTranslation(CLUBE_NS);
  const live = useVotacaoStream();
  const votacao = useVotacao({ polling: !live });
  const refresh = useRefreshVotacao();
  const refreshedAt = votacao.dataUpdatedAt || getLastRefresh();
  const data = votacao.data;
  const embed = data?.url ? toEmbedUrl(data.url) : undefined;
  const { top, rest } = splitLeaderboard(data?.pilotos ?? []);
  // Loading and failure show above the board, which is always there; a failed 20 s reload
  // keeps the last numbers on it.
  const state = queryState(votacao, {
    pending: <Spinner label={t('fanpush.loading')} />,
    errorText: t('fanpush.loadFailed'),
    fixedErrorText: true,
    keepDataOnError: true,
  });
  return (
    <div className={`fanpush-live fanpush-live--${variant}`}>
      <div className="fanpush-live__bar">
        <Countdown
          target={data?.dataFimVotacao ?? ''}
          label={t('fanpush.timeLeft')}
          unitLabels={t('fanpush.units', { returnObjects: true })}
        />
        <div className="fanpush-live__refresh">
          <button type="button" className="button" disabled={votacao.isFetching} onClick={refresh}>
            {t('fanpush.board.refresh')}
          </button>
          {refreshedAt !== undefined && refreshedAt > 0 && (
            <span>{t('fanpush.board.refreshedAt', { time: formatRefreshTime(refreshedAt) })}</span>
          )}
        </div>
      </div>
      {!state.ready && state.screen}
      {state.ready && state.data.pilotos.length === 0 && (
        <Notice>{t('fanpush.board.noVotes')}</Notice>
      )}
      {state.ready && <VoteStatus votacao={state.data} />}
      {embed ? (
        <div className="fanpush-live__video-row">
          <TopSix pilotos={top} />
          <iframe
            className="fanpush-live__video"
            src={embed}
            title={t('fanpush.board.video')}
            allow="autoplay; encrypted-media"
            allowFullScreen
          />
          <RestCarousel pilotos={rest} />
        </div>
      ) : (
        <>
          <TopSix pilotos={top} />
          {rest.length > 0 && <RestList pilotos={rest} />}
        </>
      )}
    </div>
  );
}
