import { Page } from '../../../components/page.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { paths } from '../../../config/paths.ts';
import { getProdutosQueryOptions } from '../../../features/b2b/api/get-produtos.ts';
import { ProductList } from '../../../features/b2b/components/product-list.tsx';
import { COMMERCIAL_NS } from '../../../lib/commercial-i18n.ts';
import { useRouteCategory } from '../../layout/use-route-category.ts';
import { loaderCategory, Section } from './route-helpers.tsx';
import { warmingLoader } from '../lazy-page.ts';
import { useTranslation } from '../../../lib/i18n.ts';

export const clientLoader = warmingLoader((queryClient, { params, request }) => {
  if (!loaderCategory(params, request)) return undefined;
  return [queryClient.ensureQueryData(getProdutosQueryOptions())];
});

/** `/corporativa-b2b`: the corporate hospitality products (public-site.md §2.5). */
export default function CorporativaB2bPage() {
  const { t } = useTranslation(COMMERCIAL_NS);
  const { slug } = useRouteCategory();
  return (
    <Page>
      <PageHeader title={t('b2b.title')} subtitle={t('b2b.subtitle')} />
      <Section>
        <ProductList
          contactHref={(produto) =>
            paths.category.camarotesB2b.href(slug, produto.idProduto, produto.nome)
          }
        />
      </Section>
    </Page>
  );
}
