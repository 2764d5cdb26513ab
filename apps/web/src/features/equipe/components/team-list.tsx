import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Category } from '@stockcar/shared/categories';
import { Notice } from '../../../components/notice.tsx';
import { LoadingBlock } from '../../../components/page.tsx';
import { paths } from '../../../config/paths.ts';
import { failureText } from '../../../lib/api-error.ts';
import { RACING_NS } from '../../../lib/racing-i18n.ts';
import { useEquipes } from '../api/get-equipes.ts';
import './team-list.css';

/** Teams list (public-site.md §2.5): cards linking to each team's page. */
export function TeamList({ category }: { category: Category }) {
  const { t } = useTranslation(RACING_NS);
  const query = useEquipes(category.id);
  if (query.isPending) return <LoadingBlock label={t('common.loading')} />;
  if (query.isError) {
    return <Notice variant="danger">{failureText(query.error, t('common.error'))}</Notice>;
  }
  if (query.data.length === 0) return <Notice>{t('teams.empty')}</Notice>;
  return (
    <ul className="team-list">
      {query.data.map((equipe) => (
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
            <span className="team-card__name">{equipe.nomeEquipe}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
