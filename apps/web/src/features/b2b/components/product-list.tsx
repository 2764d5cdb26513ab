import { LoadingBlock } from '../../../components/page.tsx';
import { COMMERCIAL_NS } from '../../../lib/commercial-i18n.ts';
import { useProdutos, type B2BProduto } from '../api/get-produtos.ts';
import { ProductCard } from './product-card.tsx';
import './product-list.css';
import { queryState } from '../../../components/query-state.tsx';
import { useTranslation } from '../../../lib/i18n.ts';

interface ProductListProps {
  /** Where a product's 'request contact' link goes. */
  contactHref: (produto: B2BProduto) => string;
}

/** The B2B products (public-site.md §2.5): loading, the cards, the empty text or the failure. */
export function ProductList({ contactHref }: ProductListProps) {
  const { t } = useTranslation(COMMERCIAL_NS);
  const query = useProdutos();
  const shown = queryState(query, {
    pending: <LoadingBlock label={t('common.loading')} />,
    errorText: t('common.error'),
    empty: { when: (data) => data.length === 0, notice: t('b2b.empty') },
  });
  if (!shown.ready) return shown.screen;
  return (
    <ul className="b2b-list">
      {shown.data.map((produto) => (
        <ProductCard key={produto.idProduto} produto={produto} contactHref={contactHref(produto)} />
      ))}
    </ul>
  );
}
