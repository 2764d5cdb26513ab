import { Link } from '../../../components/link.tsx';
import type { Category } from '@stockcar/shared/categories';
import { Notice } from '../../../components/notice.tsx';
import { LoadingBlock } from '../../../components/page.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { paths } from '../../../config/paths.ts';
import { currentYear } from '../../../config/seasons.ts';
import { RACING_NS } from '../../../lib/racing-i18n.ts';
import { useEtapas } from '../api/get-etapas.ts';
import { latestFinished } from '../utils/stage-rules.ts';
import { Podium } from './podium.tsx';
import './last-races.css';
import { queryState } from '../../../components/query-state.tsx';
import { useTranslation } from '../../../lib/i18n.ts';

function Body({ category }: { category: Category }) {
  const { t } = useTranslation(RACING_NS);
  const query = useEtapas(category.id, currentYear());
  const shown = queryState(query, {
    pending: <LoadingBlock label={t('common.loading')} />,
    errorText: t('common.error'),
  });
  if (!shown.ready) return shown.screen;
  const etapa = latestFinished(shown.data);
  if (!etapa) return <Notice>{t('stages.empty')}</Notice>;
  return (
    <>
      <p className="last-races__stage">
        <strong>{etapa.etapa}</strong> · {etapa.circuito} · {etapa.dataDia} {etapa.dataMes}{' '}
        {etapa.dataAno}
      </p>
      <div className="last-races__grid">
        {etapa.corridas.map((corrida) => (
          <section key={corrida.descricao} className="last-races__race">
            <h3 className="display last-races__race-title">{corrida.descricao}</h3>
            <Podium corrida={corrida} />
          </section>
        ))}
      </div>
    </>
  );
}

/** Home block: the podiums of the latest finished stage (public-site.md §2.3). */
export function LastRaces({ category }: { category: Category }) {
  const { t } = useTranslation(RACING_NS);
  return (
    <div className="last-races">
      <PageHeader level={2} title={t('stages.lastRaces')}>
        <Link
          className="section-link last-races__all"
          to={paths.category.etapas.href(category.slug)}
        >
          {t('stages.allStages')}
        </Link>
      </PageHeader>
      <Body category={category} />
    </div>
  );
}
