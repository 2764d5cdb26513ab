import { Link } from 'react-router';
import { Notice } from '../../../components/notice.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { useUltimosVencedores } from '../api/get-ultimos-vencedores.ts';
import { formatPercent } from '../utils/leaderboard.ts';
import './fanpush.css';

/**
 * The public home's fan-push block (public-site.md §2.3, proseries only): the winners of the
 * last closed vote (`GET Fanpush/ultimos-vencedores`). Nothing shows before a first result.
 */
export function FanpushWinners() {
  const vencedores = useUltimosVencedores();
  if (vencedores.isPending) return <Spinner label="Carregando o Fanpush…" />;
  if (vencedores.isError)
    return <Notice variant="danger">Não foi possível carregar o Fanpush.</Notice>;
  const first = vencedores.data[0];
  if (!first) return null;
  return (
    <div className="fanpush-winners">
      <h2 className="fanpush__subtitle">Fanpush: os mais votados</h2>
      <p>
        {first.etapa} · {first.circuito}
      </p>
      <ol className="fanpush-winners__list">
        {vencedores.data.map((vencedor) => (
          <li key={vencedor.idPiloto} className="fanpush-winners__item">
            <img src={vencedor.imagemB} alt="" width={120} height={120} loading="lazy" />
            <span className="fanpush-rank__pos">{vencedor.posicao}º</span>
            <span className="fanpush-rank__name">{vencedor.nome}</span>
            <span className="fanpush-rank__pct">{formatPercent(vencedor.votos)}</span>
          </li>
        ))}
      </ol>
      <Link className="button" to={paths.stockclub.preVotacao}>
        Vote no próximo Fanpush
      </Link>
    </div>
  );
}
