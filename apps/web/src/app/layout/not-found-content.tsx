import { Link } from '../../components/link.tsx';
import { paths } from '../../config/paths.ts';
import { notFoundEn } from '@stockcar/shared/locales/not-found/en';
import { notFoundPtBr } from '@stockcar/shared/locales/not-found/pt-br';
import { registerNamespace, useTranslation } from '../../lib/i18n.ts';
import './not-found-content.css';

// The 404's texts come with it, out of the shell's (e2e/home-bundle.ts budgets the home).
registerNamespace('notFound', notFoundPtBr, notFoundEn);

/** The friendly Portuguese 404 (an unknown category slug or any unknown path). */
export function NotFoundContent({ homeSlug }: { homeSlug?: string }) {
  const { t } = useTranslation();
  const { t: notFoundT } = useTranslation('notFound');
  return (
    <section className="not-found">
      <p className="display not-found__code" aria-hidden="true">
        404
      </p>
      <h1 className="not-found__title">{notFoundT('title')}</h1>
      <p>{notFoundT('text')}</p>
      <Link className="button" to={paths.category.home(homeSlug)}>
        {t('notFound.back')}
      </Link>
    </section>
  );
}
