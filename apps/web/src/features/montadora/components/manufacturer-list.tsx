import type { Category } from '@stockcar/shared/categories';
import { Html } from '../../../components/html.tsx';
import { InstagramIcon } from '../../../components/social-icons.tsx';
import { GlobeIcon } from '../../../components/page-icons.tsx';
import { LoadingBlock } from '../../../components/page.tsx';
import { RACING_NS } from '../../../lib/racing-i18n.ts';
import { useMontadoras, type Montadora } from '../api/get-montadoras.ts';
import './manufacturer-list.css';
import { queryState } from '../../../components/query-state.tsx';
import { useTranslation } from '../../../lib/i18n.ts';

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
        <h2 className="display manufacturer__name">{nome}</h2>
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
  const shown = queryState(query, {
    pending: <LoadingBlock label={t('common.loading')} />,
    errorText: t('common.error'),
    empty: { when: (data) => data.length === 0, notice: t('manufacturers.empty') },
  });
  if (!shown.ready) return shown.screen;
  return (
    <div className="manufacturer-list">
      {shown.data.map((montadora) => (
        <Manufacturer key={montadora.idMontadora} montadora={montadora} />
      ))}
    </div>
  );
}
