import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { FooterResponse } from '@stockcar/shared/schemas/footer';
import { Page } from '../../../../components/page.tsx';
import { getFooterQueryOptions } from '../../../../features/footer/api/get-footer.ts';
import { LegalDocument } from '../../../../features/institucional/components/legal-document.tsx';
import type { LegalPage } from '../../../../features/institucional/utils/legal-item.ts';
import { useRouteCategory } from '../../../layout/use-route-category.ts';
import type { TitleKey } from '../../../route-handle.ts';
import { categoryLoader, Section } from '../route-helpers.tsx';
import { useTranslation } from '../../../../lib/i18n.ts';
import { TITLES_NS } from '../../../../lib/titles-i18n.ts';

/** The footer the layout already loads (§7): the legal pages read its content items. */
export const legalLoader = categoryLoader((queryClient, category) => [
  queryClient.ensureQueryData(getFooterQueryOptions(category.id)),
]);

const selectItems = (footer: FooterResponse) => footer.itemsRodape;

/** A legal page of the route's category: composes the footer's data and the document. */
export function LegalRoute({
  page,
  titleKey,
  children,
}: {
  page: LegalPage;
  titleKey: TitleKey;
  /** Sections after the text (the privacy policy's retention periods). */
  children?: ReactNode;
}) {
  const { t } = useTranslation(TITLES_NS);
  const category = useRouteCategory();
  const query = useQuery({ ...getFooterQueryOptions(category.id), select: selectItems });
  return (
    <Page>
      <Section>
        <LegalDocument page={page} query={query} title={t(titleKey)}>
          {children}
        </LegalDocument>
      </Section>
    </Page>
  );
}
