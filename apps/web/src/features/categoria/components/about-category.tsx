import type { Category } from '@stockcar/shared/categories';
import { PRO_SERIES_STATS, PRO_SERIES_STATS_SEASON } from '@stockcar/shared/pro-series-history';
import { Html } from '../../../components/html.tsx';
import { LoadingBlock } from '../../../components/page.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { queryState } from '../../../components/query-state.tsx';
import { RACING_NS } from '../../../lib/racing-i18n.ts';
import { useCategoria } from '../api/get-categoria.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import './about-category.css';

/** The pro series in numbers up to the 2023 season (public-site.md §1). */
function ProSeriesStats() {
  const { t } = useTranslation(RACING_NS);
  return (
    <section className="about__stats" aria-labelledby="numeros-da-categoria">
      <h2 id="numeros-da-categoria" className="section-title about__stats-title">
        {t('about.stats')} <small>{t('about.statsSeason', { ano: PRO_SERIES_STATS_SEASON })}</small>
      </h2>
      <dl className="stat-grid">
        {PRO_SERIES_STATS.map((stat) => (
          <div key={stat.rotulo} className="about__stat">
            <dt>{stat.rotulo}</dt>
            <dd className="display">{stat.valor}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** The 'about the category' page (`/categoria`): the category's HTML text. */
export function AboutCategory({ category }: { category: Category }) {
  const { t } = useTranslation(RACING_NS);
  const query = useCategoria(category.id);
  const shown = queryState(query, {
    pending: <LoadingBlock label={t('common.loading')} />,
    errorText: t('common.error'),
  });
  const title = query.data?.nomeCategoria || category.name;
  return (
    <div className="about">
      <PageHeader title={title} subtitle={t('about.title')} />
      {shown.ready ? <Html className="about__text" html={shown.data.texto} /> : shown.screen}
      {category.slug === 'proseries' && <ProSeriesStats />}
    </div>
  );
}
