import { Link } from '../../../components/link.tsx';
import { Countdown } from '../../../components/countdown/countdown.tsx';
import { queryState } from '../../../components/query-state.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { useFanpush } from '../api/get-fanpush.ts';
import './fanpush.css';
import { CLUBE_NS } from '../../../lib/club-i18n.ts';
import { useTranslation } from '../../../lib/i18n.ts';

/**
 * The club home's fan-vote block (fan-club.md §2): an open vote calls to the pre-vote with the
 * countdown to its end; a confirmed vote thanks; otherwise the leaderboard's link.
 */
export function ClubHomeFanpush() {
  const { t } = useTranslation(CLUBE_NS);
  const fanpush = queryState(useFanpush(), {
    pending: <Spinner label={t('fanpush.loading')} />,
    errorText: t('fanpush.loadFailed'),
    fixedErrorText: true,
  });
  return (
    <section className="fanpush-home" aria-labelledby="fanpush-home-title">
      <h2 id="fanpush-home-title" className="fanpush__subtitle">
        {t('fanpush.title')}
      </h2>
      {fanpush.ready ? <Body {...fanpush.data} /> : fanpush.screen}
    </section>
  );
}

interface BodyProps {
  fanpushAberto: boolean;
  validado: boolean;
  dataFimVotacao: string | null;
}

function Body({ fanpushAberto, validado, dataFimVotacao }: BodyProps) {
  const { t } = useTranslation(CLUBE_NS);
  if (validado) {
    return (
      <>
        <p>{t('fanpush.thanks')}</p>
        <Link to={paths.stockclub.votacaoLive}>{t('fanpush.followLive')}</Link>
      </>
    );
  }
  if (fanpushAberto) {
    return (
      <>
        <p>{t('fanpush.open')}</p>
        <Countdown
          target={dataFimVotacao ?? ''}
          label={t('fanpush.timeLeft')}
          unitLabels={t('fanpush.units', { returnObjects: true })}
        />
        <Link className="button" to={paths.stockclub.preVotacao}>
          {t('fanpush.voteNow')}
        </Link>
      </>
    );
  }
  return (
    <>
      <p>{t('fanpush.notOpen')}</p>
      <Link to={paths.stockclub.votacaoLive}>{t('fanpush.seeResult')}</Link>
    </>
  );
}
