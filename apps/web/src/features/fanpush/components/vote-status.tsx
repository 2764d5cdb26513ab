import type { Votacao } from '@stockcar/shared/schemas/fanpush';
import { Notice } from '../../../components/notice.tsx';
import { CLUBE_NS } from '../../../lib/club-i18n.ts';
import { shortChecksum } from '../utils/leaderboard.ts';
import { useTranslation } from '../../../lib/i18n.ts';

/**
 * Where the vote stands (issue 11, an auditable vote): paused by race control, or closed with
 * its final result; the confirmed ballots; once closed, the SHA-256 of the published ballots
 * file, shortened (the whole hash is its title), with what it is for.
 */
export function VoteStatus({ votacao }: { votacao: Votacao }) {
  const { t } = useTranslation(CLUBE_NS);
  if (votacao.idEtapaFanpush === null) return null;
  return (
    <div className="fanpush-status">
      {votacao.encerrada ? (
        <p className="fanpush-live__closed" role="status">
          {t('fanpush.board.closed')}
        </p>
      ) : (
        votacao.pausada && <Notice>{t('fanpush.board.paused')}</Notice>
      )}
      <p className="fanpush-status__ballots">
        {t('fanpush.board.ballots', { count: votacao.totalCedulas })}
      </p>
      {votacao.encerrada && votacao.checksum && (
        <div className="fanpush-status__checksum">
          <p>
            {t('fanpush.board.checksum')}{' '}
            <code title={votacao.checksum}>{shortChecksum(votacao.checksum)}</code>
          </p>
          <p>{t('fanpush.board.checksumHelp')}</p>
        </div>
      )}
    </div>
  );
}
