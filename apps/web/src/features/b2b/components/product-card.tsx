import { useId, useState } from 'react';
import { Link } from '../../../components/link.tsx';
import { Html } from '../../../components/html.tsx';
import { COMMERCIAL_NS } from '../../../lib/commercial-i18n.ts';
import type { B2BProduto } from '../api/get-produtos.ts';
import { dateRange, placeLine } from '../utils/product-rules.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import '../../../components/form/text-button.css';

interface ProductCardProps {
  produto: B2BProduto;
  /** The proposal form for this product. */
  contactHref: string;
}

/** One product: image, content, dates, place, the expandable description and the contact link. */
export function ProductCard({ produto, contactHref }: ProductCardProps) {
  const { t } = useTranslation(COMMERCIAL_NS);
  const [open, setOpen] = useState(false);
  const id = useId();
  const dates = dateRange(produto);
  const place = placeLine(produto);
  return (
    <li className="b2b-card">
      <article aria-labelledby={`${id}-title`}>
        <img className="b2b-card__image" src={produto.imagem} alt="" loading="lazy" />
        <div className="b2b-card__body">
          <h2 id={`${id}-title`} className="b2b-card__title">
            {produto.nome}
          </h2>
          <Html html={produto.conteudo} />
          {(dates || place) && (
            <dl className="b2b-card__facts">
              {dates && (
                <div>
                  <dt>{t('b2b.when')}</dt>
                  <dd>{dates.fim ? t('b2b.dateRange', dates) : dates.inicio}</dd>
                </div>
              )}
              {place && (
                <div>
                  <dt>{t('b2b.where')}</dt>
                  <dd>{place}</dd>
                </div>
              )}
            </dl>
          )}
          {produto.descricao && (
            <>
              <button
                type="button"
                className="text-button"
                aria-expanded={open}
                aria-controls={`${id}-description`}
                onClick={() => setOpen((current) => !current)}
              >
                {open ? t('b2b.hideDescription') : t('b2b.showDescription')}
              </button>
              <div id={`${id}-description`} className="b2b-card__description" hidden={!open}>
                <Html html={produto.descricao} />
              </div>
            </>
          )}
          <Link
            className="button b2b-card__contact"
            to={contactHref}
            aria-label={t('b2b.requestContactFor', { nome: produto.nome })}
          >
            {t('b2b.requestContact')}
          </Link>
        </div>
      </article>
    </li>
  );
}
