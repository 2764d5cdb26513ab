import { Link } from '../../../components/link.tsx';
import type { Category } from '@stockcar/shared/categories';
import { LoadingBlock } from '../../../components/page.tsx';
import { paths } from '../../../config/paths.ts';
import { RACING_NS } from '../../../lib/racing-i18n.ts';
import { useEquipes } from '../api/get-equipes.ts';
import './team-list.css';
import { queryState } from '../../../components/query-state.tsx';
import { useTranslation } from '../../../lib/i18n.ts';

/** Teams list (public-site.md §2.5): cards linking to each team's page. */
export function TeamList({ category }: { category: Category }) {
  const { t } = useTranslation(RACING_NS);
  const query = useEquipes(category.id);
  const shown = queryState(query, {
    pending: <LoadingBlock label={t('common.loading')} />,
    errorText: t('common.error'),
    empty: { when: (data) => data.length === 0, notice: t('teams.empty') },
  });
  if (!shown.ready) return shown.screen;
  return (
    <ul className="card-grid team-list">
      {shown.data.map((equipe) => (
        <li key={equipe.idEquipe}>
          <Link
            className="team-card"
            to={paths.category.equipe.href(category.slug, equipe.idEquipe)}
          >
            <img
              src={equipe.logoEquipe || equipe.logo}
              alt=""
              width={240}
              height={240}
              loading="lazy"
              decoding="async"
            />
            <span className="display team-card__name">{equipe.nomeEquipe}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
