import { Countdown } from '../../../components/countdown/countdown.tsx';
import { Notice } from '../../../components/notice.tsx';
import { queryState } from '../../../components/query-state.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { useRefreshVotacao, useVotacao } from '../api/get-votacao.ts';
import { formatRefreshTime, getLastRefresh } from '../utils/last-refresh.ts';
import { splitLeaderboard } from '../utils/leaderboard.ts';
import { RestList, TopSix } from './leaderboard.tsx';
import { RestCarousel } from './rest-carousel.tsx';
import './fanpush.css';

const UNITS = { days: 'dias', hours: 'horas', minutes: 'min', seconds: 'seg' };

interface LiveLeaderboardProps {
  /** The live video's embed address for `url` (the route passes the YouTube helper). */
  toEmbedUrl: (url: string) => string | undefined;
  variant?: 'page' | 'tv';
}

/**
 * The live leaderboard (fan-club.md §2, §4, §9): loaded on entry, every 20 s and on demand;
 * the countdown to the end of the vote (zero when the date is missing, invalid or past); the
 * top 6 large and positions 7 to 24, or beside the live video a carousel of them.
 */
export function LiveLeaderboard({ toEmbedUrl, variant = 'page' }: LiveLeaderboardProps) {
  const votacao = useVotacao();
  const refresh = useRefreshVotacao();
  const refreshedAt = votacao.dataUpdatedAt || getLastRefresh();
  const data = votacao.data;
  const embed = data?.url ? toEmbedUrl(data.url) : undefined;
  const { top, rest } = splitLeaderboard(data?.pilotos ?? []);
  // The board shows whatever the state: a failed 20 s reload keeps the last numbers.
  const state = queryState(votacao, {
    pending: <Spinner label="Carregando a votação…" />,
    errorText: 'Não foi possível carregar a votação agora.',
    fixedErrorText: true,
    keepDataOnError: true,
  });
  return (
    <div className={`fanpush-live fanpush-live--${variant}`}>
      <div className="fanpush-live__bar">
        <Countdown
          target={data?.dataFimVotacao ?? ''}
          label="Tempo até o fim da votação"
          unitLabels={UNITS}
        />
        <div className="fanpush-live__refresh">
          <button type="button" className="button" disabled={votacao.isFetching} onClick={refresh}>
            Atualizar
          </button>
          {refreshedAt !== undefined && refreshedAt > 0 && (
            <span>Atualizado às {formatRefreshTime(refreshedAt)}</span>
          )}
        </div>
      </div>
      {!state.ready && state.screen}
      {state.ready && state.data.pilotos.length === 0 && (
        <Notice>Ainda não há votos nesta etapa.</Notice>
      )}
      {state.ready && !state.data.votacaoAberta && state.data.pilotos.length > 0 && (
        <p className="fanpush-live__closed">Votação encerrada: resultado final.</p>
      )}
      {embed ? (
        <div className="fanpush-live__video-row">
          <TopSix pilotos={top} />
          <iframe
            className="fanpush-live__video"
            src={embed}
            title="Transmissão ao vivo"
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
