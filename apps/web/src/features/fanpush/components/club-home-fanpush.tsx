import { Link } from 'react-router';
import { Countdown } from '../../../components/countdown/countdown.tsx';
import { queryState } from '../../../components/query-state.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { useFanpush } from '../api/get-fanpush.ts';
import './fanpush.css';

const UNITS = { days: 'dias', hours: 'horas', minutes: 'min', seconds: 'seg' };

/**
 * The club home's fan-vote block (fan-club.md §2): an open vote calls to the pre-vote with the
 * countdown to its end; a confirmed vote thanks; otherwise the leaderboard's link.
 */
export function ClubHomeFanpush() {
  const fanpush = queryState(useFanpush(), {
    pending: <Spinner label="Carregando a votação…" />,
    errorText: 'Não foi possível carregar a votação agora.',
    fixedErrorText: true,
  });
  return (
    <section className="fanpush-home" aria-labelledby="fanpush-home-title">
      <h2 id="fanpush-home-title" className="fanpush__subtitle">
        Fanpush
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
  if (validado) {
    return (
      <>
        <p>Obrigado por votar! Seu voto nesta etapa está confirmado.</p>
        <Link to={paths.stockclub.votacaoLive}>Acompanhe a votação ao vivo</Link>
      </>
    );
  }
  if (fanpushAberto) {
    return (
      <>
        <p>A votação está aberta: escolha 3 pilotos para ganhar o Fanpush.</p>
        <Countdown
          target={dataFimVotacao ?? ''}
          label="Tempo até o fim da votação"
          unitLabels={UNITS}
        />
        <Link className="button" to={paths.stockclub.preVotacao}>
          Votar agora
        </Link>
      </>
    );
  }
  return (
    <>
      <p>A votação não está aberta no momento.</p>
      <Link to={paths.stockclub.votacaoLive}>Veja o resultado da votação</Link>
    </>
  );
}
