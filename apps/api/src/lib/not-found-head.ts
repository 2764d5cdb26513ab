import { t } from '../i18n.ts';
import type { PageHead } from './page-head.ts';

/** The head of the not-found page (status 404): its own title, kept out of search engines. */
export function notFoundHead(): PageHead {
  return {
    title: t('descoberta:notFound.title'),
    description: t('descoberta:notFound.description'),
    noindex: true,
  };
}
