import { useParams, useSearchParams } from 'react-router';
import { Page } from '../../../components/page.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { paths } from '../../../config/paths.ts';
import { getProdutosQueryOptions } from '../../../features/b2b/api/get-produtos.ts';
import { ProposalPanel } from '../../../features/b2b/components/proposal-panel.tsx';
import { COMMERCIAL_NS } from '../../../lib/commercial-i18n.ts';
import { NotFoundContent } from '../../layout/not-found-content.tsx';
import { useRouteCategory } from '../../layout/use-route-category.ts';
import { idParam, loaderCategory, Section } from './route-helpers.tsx';
import { warmingLoader } from '../lazy-page.ts';
import { useTranslation } from '../../../lib/i18n.ts';

export const clientLoader = warmingLoader((queryClient, { params, request }) => {
  if (!loaderCategory(params, request) || idParam(params.id_camarote) === undefined)
    return undefined;
  return [queryClient.ensureQueryData(getProdutosQueryOptions())];
});

/** `/camarotes-b2b/:id_camarote?p=`: the proposal form for one product (§2.3, §4, §5). */
export default function CamarotesB2bPage() {
  const { t } = useTranslation(COMMERCIAL_NS);
  const { slug } = useRouteCategory();
  const idProduto = idParam(useParams().id_camarote);
  const [search] = useSearchParams();
  if (idProduto === undefined) return <NotFoundContent homeSlug={slug} />;
  return (
    <Page>
      <PageHeader title={t('proposal.title')} subtitle={t('proposal.intro')} />
      <Section>
        <ProposalPanel
          idProduto={idProduto}
          nameFromLink={search.get('p')?.trim() || undefined}
          listHref={paths.category.corporativaB2b.href(slug)}
        />
      </Section>
    </Page>
  );
}
