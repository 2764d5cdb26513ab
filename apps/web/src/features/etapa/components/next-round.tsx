import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Category } from '@stockcar/shared/categories';
import { paths } from '../../../config/paths.ts';
import { RACING_NS } from '../../../lib/racing-i18n.ts';
import { NextStageBanner } from './next-stage-banner.tsx';

/**
 * The next-round block of `/programacao/` (public-site.md §2.5): the home's next-stage banner
 * ('Etapa N', countdown) with a way into that stage's schedule.
 */
export function NextRound({ category }: { category: Category }) {
  const { t } = useTranslation(RACING_NS);
  return (
    <NextStageBanner
      idCategoria={category.id}
      renderAction={(etapa) => (
        <Link
          className="button"
          to={paths.category.programacao.href(category.slug, etapa.idCircuito)}
        >
          {t('schedule.viewSchedule')}
        </Link>
      )}
    />
  );
}
