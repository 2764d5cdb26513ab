import { useTranslation } from 'react-i18next';
import { Notice } from '../../../components/notice.tsx';
import { LoadingBlock } from '../../../components/page.tsx';
import { failureText } from '../../../lib/api-error.ts';
import { COMMERCIAL_NS } from '../../../lib/commercial-i18n.ts';
import { useProdutos, type B2BProduto } from '../api/get-produtos.ts';
import { ProductCard } from './product-card.tsx';
import './product-list.css';

interface ProductListProps {
  /** Where a product's 'request contact' link goes. */
  contactHref: (produto: B2BProduto) => string;
}

/** The B2B products (public-site.md §2.5): loading, the cards, the empty text or the failure. */
export function ProductList({ contactHref }: ProductListProps) {
  const { t } = useTranslation(COMMERCIAL_NS);
  const query = useProdutos();
  if (query.isPending) return <LoadingBlock label={t('common.loading')} />;
  if (query.isError) {
    return <Notice variant="danger">{failureText(query.error, t('common.error'))}</Notice>;
  }
  if (query.data.length === 0) return <Notice>{t('b2b.empty')}</Notice>;
  return (
    <ul className="b2b-list">
      {query.data.map((produto) => (
        <ProductCard key={produto.idProduto} produto={produto} contactHref={contactHref(produto)} />
      ))}
    </ul>
  );
}
