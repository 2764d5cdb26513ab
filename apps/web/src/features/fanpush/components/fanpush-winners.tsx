import { Link } from '../../../components/link.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { useUltimosVencedores } from '../api/get-ultimos-vencedores.ts';
import { formatPercent } from '../utils/leaderboard.ts';
import './fanpush.css';
import { queryState } from '../../../components/query-state.tsx';
import { CLUBE_NS } from '../../../lib/club-i18n.ts';
import { useTranslation } from '../../../lib/i18n.ts';

/**
 * The public home's fan-push block (public-site.md §2.3, proseries only): the winners of the
 * last closed vote (`GET Fanpush/ultimos-vencedores`). Nothing shows before a first result.
 */
export function FanpushWinners() {
  const { t } = useTranslation(CLUBE_NS);
  const vencedores = useUltimosVencedores();
  const vencedoresState = queryState(vencedores, {
    pending: <Spinner label={t('fanpush.winners.loading')} />,
    errorText: t('fanpush.winners.loadFailed'),
    fixedErrorText: true,
  });
  if (!vencedoresState.ready) return vencedoresState.screen;
  const first = vencedoresState.data[0];
  if (!first) return null;
  return (
    <div className="fanpush-winners">
      <h2 className="fanpush__subtitle">{t('fanpush.winners.title')}</h2>
      <p>
        {first.etapa} · {first.circuito}
      </p>
      <ol className="fanpush-winners__list">
        {vencedoresState.data.map((vencedor) => (
          <li key={vencedor.idPiloto} className="fanpush-winners__item">
            <img src={vencedor.imagemB} alt="" width={120} height={120} loading="lazy" />
            <span className="display fanpush-rank__pos">
              {t('fanpush.board.position', { posicao: vencedor.posicao })}
            </span>
            <span className="fanpush-rank__name">{vencedor.nome}</span>
            <span className="fanpush-rank__pct">{formatPercent(vencedor.votos)}</span>
          </li>
        ))}
      </ol>
      <Link className="button" to={paths.stockclub.preVotacao}>
        {t('fanpush.winners.next')}
      </Link>
    </div>
  );
}
