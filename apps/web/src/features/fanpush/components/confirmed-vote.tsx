import { Link } from 'react-router';
import type { PilotoFanpush } from '@stockcar/shared/schemas/fanpush';
import '../../../components/notice.css';
import { paths } from '../../../config/paths.ts';
import { DriverCard } from './driver-card.tsx';

interface ConfirmedVoteProps {
  pilotos: PilotoFanpush[];
  /** The server's confirmation, right after the token. */
  mensagem?: string;
}

/** The member's confirmed picks: after the token, or on a return once voted. */
export function ConfirmedVote({ pilotos, mensagem }: ConfirmedVoteProps) {
  return (
    <div className="fanpush-voted">
      {mensagem && (
        <p className="notice notice--info" role="status">
          {mensagem}
        </p>
      )}
      <h2 className="fanpush__subtitle">Seus pilotos nesta etapa</h2>
      <ul className="fanpush-cards">
        {pilotos.map((piloto) => (
          <li key={piloto.id}>
            <DriverCard piloto={piloto} />
          </li>
        ))}
      </ul>
      <p>
        <Link to={paths.stockclub.votacaoLive}>Acompanhe a votação ao vivo</Link>
      </p>
    </div>
  );
}
