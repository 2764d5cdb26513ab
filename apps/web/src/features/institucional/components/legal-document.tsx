import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ItemRodape } from '@stockcar/shared/schemas/footer';
import { Html } from '../../../components/html.tsx';
import { Notice } from '../../../components/notice.tsx';
import { LoadingBlock } from '../../../components/page.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { failureText } from '../../../lib/api-error.ts';
import { INSTITUTIONAL_NS } from '../../../lib/institutional-i18n.ts';
import { findLegalItem, hasLegalText, type LegalPage } from '../utils/legal-item.ts';
import './institutional.css';

interface LegalDocumentProps {
  page: LegalPage;
  /** The footer's content items (GET /Footer/categoria/{id} → itemsRodape). */
  query: UseQueryResult<ItemRodape[]>;
  /** The heading until the item, with its own title, arrives. */
  title: string;
  /** Sections the site adds after the text, shown whatever state the text is in. */
  children?: ReactNode;
}

/** A legal page: the footer item's title and its sanitised HTML (public-site.md §2.3). */
export function LegalDocument({ page, query, title, children }: LegalDocumentProps) {
  const { t } = useTranslation(INSTITUTIONAL_NS);
  const item = query.data ? findLegalItem(query.data, page) : undefined;
  return (
    <article className="institutional">
      <PageHeader title={item?.titulo || title} subtitle={t('legal.subtitle')} />
      {query.isPending ? (
        <LoadingBlock label={t('common.loading')} />
      ) : query.isError ? (
        <div className="institutional__failure">
          <Notice variant="danger">{failureText(query.error, t('legal.error'))}</Notice>
          <button type="button" className="button" onClick={() => void query.refetch()}>
            {t('common.retry')}
          </button>
        </div>
      ) : hasLegalText(item) ? (
        <Html className="institutional__text" html={item.texto} />
      ) : (
        <Notice>{t('legal.empty')}</Notice>
      )}
      {children}
    </article>
  );
}
