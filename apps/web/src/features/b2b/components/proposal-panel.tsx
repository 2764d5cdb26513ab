import { Link } from '../../../components/link.tsx';
import { Notice } from '../../../components/notice.tsx';
import { LoadingBlock } from '../../../components/page.tsx';
import { COMMERCIAL_NS } from '../../../lib/commercial-i18n.ts';
import { useProdutos } from '../api/get-produtos.ts';
import { ProposalForm } from './proposal-form.tsx';
import { useTranslation } from '../../../lib/i18n.ts';

interface ProposalPanelProps {
  idProduto: number;
  /** The product's name from `?p=`, as the list's link wrote it. */
  nameFromLink: string | undefined;
  listHref: string;
}

/**
 * The proposal form for one product. The name comes from `?p=` (§2.3), else from the product
 * list; a product the list does not hold is not found. With `?p=` the form shows at once, and
 * a failed list does not hold it back (the API checks the product again).
 */
export function ProposalPanel({ idProduto, nameFromLink, listHref }: ProposalPanelProps) {
  const { t } = useTranslation(COMMERCIAL_NS);
  const produtos = useProdutos();
  const produto = produtos.data?.find((item) => item.idProduto === idProduto);
  if (produtos.isSuccess && !produto) {
    return (
      <div className="form-sent">
        <Notice>{t('proposal.notFound')}</Notice>
        <Link className="button" to={listHref}>
          {t('proposal.backToList')}
        </Link>
      </div>
    );
  }
  const name = nameFromLink || produto?.nome;
  if (!name && produtos.isPending) return <LoadingBlock label={t('common.loading')} />;
  return (
    <ProposalForm
      idProduto={idProduto}
      produto={name ?? t('proposal.productNone')}
      backHref={listHref}
    />
  );
}
