import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';
import { useTranslation } from '../../lib/i18n.ts';
import './not-found-content.css';

/** The friendly Portuguese 404 (an unknown category slug or any unknown path). */
export function NotFoundContent({ homeSlug }: { homeSlug?: string }) {
  const { t } = useTranslation();
  return (
    <section className="not-found">
      <p className="display not-found__code" aria-hidden="true">
        404
      </p>
      <h1 className="not-found__title">{t('notFound.title')}</h1>
      <p>{t('notFound.text')}</p>
      <Link className="button" to={paths.category.home(homeSlug)}>
        {t('notFound.back')}
      </Link>
    </section>
  );
}
