import { Link } from '../../../components/link.tsx';
import type { PilotoFanpush } from '@stockcar/shared/schemas/fanpush';
import '../../../components/notice.css';
import { paths } from '../../../config/paths.ts';
import { DriverCard } from './driver-card.tsx';
import { CLUBE_NS } from '../../../lib/club-i18n.ts';
import { useTranslation } from '../../../lib/i18n.ts';

interface ConfirmedVoteProps {
  pilotos: PilotoFanpush[];
  /** The server's confirmation, right after the token. */
  mensagem?: string;
}

/** The member's confirmed picks: after the token, or on a return once voted. */
export function ConfirmedVote({ pilotos, mensagem }: ConfirmedVoteProps) {
  const { t } = useTranslation(CLUBE_NS);
  return (
    <div className="fanpush-voted">
      {mensagem && (
        <p className="notice notice--info" role="status">
          {mensagem}
        </p>
      )}
      <h2 className="fanpush__subtitle">{t('fanpush.yourPicks')}</h2>
      <ul className="fanpush-cards">
        {pilotos.map((piloto) => (
          <li key={piloto.id}>
            <DriverCard piloto={piloto} />
          </li>
        ))}
      </ul>
      <p>
        <Link to={paths.stockclub.votacaoLive}>{t('fanpush.followLive')}</Link>
      </p>
    </div>
  );
}
