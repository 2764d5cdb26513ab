import { Link } from 'react-router';
import { Spinner } from '../../../components/spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { useUltimosVencedores } from '../api/get-ultimos-vencedores.ts';
import { formatPercent } from '../utils/leaderboard.ts';
import './fanpush.css';
import { queryState } from '../../../components/query-state.tsx';

/**
 * The public home's fan-push block (public-site.md §2.3, proseries only): the winners of the
 * last closed vote (`GET Fanpush/ultimos-vencedores`). Nothing shows before a first result.
 */
export function FanpushWinners() {
  const vencedores = useUltimosVencedores();
  const vencedoresState = queryState(vencedores, {
    pending: <Spinner label="Carregando o Fanpush…" />,
    errorText: 'Não foi possível carregar o Fanpush.',
    fixedErrorText: true,
  });
  if (!vencedoresState.ready) return vencedoresState.screen;
  const first = vencedoresState.data[0];
  if (!first) return null;
  return (
    <div className="fanpush-winners">
      <h2 className="fanpush__subtitle">Fanpush: os mais votados</h2>
      <p>
        {first.etapa} · {first.circuito}
      </p>
      <ol className="fanpush-winners__list">
        {vencedoresState.data.map((vencedor) => (
          <li key={vencedor.idPiloto} className="fanpush-winners__item">
            <img src={vencedor.imagemB} alt="" width={120} height={120} loading="lazy" />
            <span className="display fanpush-rank__pos">{vencedor.posicao}º</span>
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
