import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { ItemRodape } from '@stockcar/shared/schemas/footer';
import { Html } from '../../../components/html.tsx';
import { Notice } from '../../../components/notice.tsx';
import { LoadingBlock } from '../../../components/page.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { queryState } from '../../../components/query-state.tsx';
import { INSTITUTIONAL_NS } from '../../../lib/institutional-i18n.ts';
import { findLegalItem, hasLegalText, type LegalPage } from '../utils/legal-item.ts';
import { useTranslation } from '../../../lib/i18n.ts';
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
  const shown = queryState(query, {
    pending: <LoadingBlock label={t('common.loading')} />,
    errorText: t('legal.error'),
  });
  const item = query.data ? findLegalItem(query.data, page) : undefined;
  return (
    <article className="institutional">
      <PageHeader title={item?.titulo || title} subtitle={t('legal.subtitle')} />
      {shown.ready ? (
        hasLegalText(item) ? (
          <Html className="institutional__text" html={item.texto} />
        ) : (
          <Notice>{t('legal.empty')}</Notice>
        )
      ) : query.isError ? (
        // A failure offers another try under its notice.
        <div className="institutional__failure">
          {shown.screen}
          <button type="button" className="button" onClick={() => void query.refetch()}>
            {t('common.retry')}
          </button>
        </div>
      ) : (
        shown.screen
      )}
      {children}
    </article>
  );
}
