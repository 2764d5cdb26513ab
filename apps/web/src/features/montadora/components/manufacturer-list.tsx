import { useTranslation } from 'react-i18next';
import type { Category } from '@stockcar/shared/categories';
import { Html } from '../../../components/html.tsx';
import { GlobeIcon, InstagramIcon } from '../../../components/icons.tsx';
import { Notice } from '../../../components/notice.tsx';
import { LoadingBlock } from '../../../components/page.tsx';
import { failureText } from '../../../lib/api-error.ts';
import { RACING_NS } from '../../../lib/racing-i18n.ts';
import { useMontadoras, type Montadora } from '../api/get-montadoras.ts';
import './manufacturer-list.css';

function Manufacturer({ montadora }: { montadora: Montadora }) {
  const { t } = useTranslation(RACING_NS);
  const nome = montadora.nome;
  return (
    <article className="manufacturer" aria-label={nome}>
      <div
        className="manufacturer__stage"
        style={
          montadora.imagemBackground
            ? { backgroundImage: `url("${montadora.imagemBackground}")` }
            : undefined
        }
      >
        <img
          className="manufacturer__logo"
          src={montadora.logoMontadora}
          alt={nome}
          width={240}
          height={240}
          loading="lazy"
          decoding="async"
        />
        <img
          className="manufacturer__car"
          src={montadora.imagemCarro}
          alt={t('manufacturers.car', { nome })}
          width={640}
          height={240}
          loading="lazy"
          decoding="async"
        />
      </div>
      <div className="manufacturer__body">
        <h2 className="manufacturer__name">{nome}</h2>
        <Html html={montadora.sobre} />
        <div className="manufacturer__links">
          {montadora.webSite && (
            <a href={montadora.webSite} target="_blank" rel="noopener noreferrer">
              <GlobeIcon />
              {t('manufacturers.website', { nome })}
            </a>
          )}
          {montadora.instagram && (
            <a href={montadora.instagram} target="_blank" rel="noopener noreferrer">
              <InstagramIcon />
              {t('manufacturers.instagram', { nome })}
            </a>
          )}
        </div>
      </div>
    </article>
  );
}

/** Manufacturers (public-site.md §2.5): logo, background, car, about, website, instagram. */
export function ManufacturerList({ category }: { category: Category }) {
  const { t } = useTranslation(RACING_NS);
  const query = useMontadoras(category.id);
  if (query.isPending) return <LoadingBlock label={t('common.loading')} />;
  if (query.isError) {
    return <Notice variant="danger">{failureText(query.error, t('common.error'))}</Notice>;
  }
  if (query.data.length === 0) return <Notice>{t('manufacturers.empty')}</Notice>;
  return (
    <div className="manufacturer-list">
      {query.data.map((montadora) => (
        <Manufacturer key={montadora.idMontadora} montadora={montadora} />
      ))}
    </div>
  );
}
