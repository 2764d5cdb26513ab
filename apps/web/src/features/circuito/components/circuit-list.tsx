import { Link } from '../../../components/link.tsx';
import type { Category } from '@stockcar/shared/categories';
import { LoadingBlock } from '../../../components/page.tsx';
import { paths } from '../../../config/paths.ts';
import { RACING_NS } from '../../../lib/racing-i18n.ts';
import { useCircuitos, type CircuitoCard } from '../api/get-circuitos.ts';
import { circuitHasLink } from '@stockcar/shared/link-rules';
import { circuitHasHoverBackground } from '../utils/circuit-rules.ts';
import './circuit-list.css';
import { queryState } from '../../../components/query-state.tsx';
import { useTranslation } from '../../../lib/i18n.ts';

function CardContent({ circuito }: { circuito: CircuitoCard }) {
  return (
    <>
      <img
        className="circuit-card__map"
        src={circuito.circuitoCard || circuito.circuitoImagem}
        alt=""
        width={600}
        height={400}
        loading="lazy"
        decoding="async"
      />
      <span className="display circuit-card__name">{circuito.circuito}</span>
      <span className="circuit-card__city">{circuito.cidade}</span>
    </>
  );
}

/** Circuits list (public-site.md §2.5): links by category, animated hover on the pro series. */
export function CircuitList({ category }: { category: Category }) {
  const { t } = useTranslation(RACING_NS);
  const query = useCircuitos(category.id);
  const shown = queryState(query, {
    pending: <LoadingBlock label={t('common.loading')} />,
    errorText: t('common.error'),
    empty: { when: (data) => data.length === 0, notice: t('circuits.empty') },
  });
  if (!shown.ready) return shown.screen;
  const linked = circuitHasLink(category.slug);
  const animated = circuitHasHoverBackground(category.slug);
  return (
    <ul className="card-grid">
      {shown.data.map((circuito) => {
        const className = animated ? 'circuit-card circuit-card--animated' : 'circuit-card';
        // The hover layer's picture comes from the data; CSS owns the animation.
        const style = animated
          ? { '--circuit-bg': `url("${circuito.backgroundGif || circuito.backgroundImagem}")` }
          : undefined;
        return (
          <li key={circuito.idCircuito}>
            {linked ? (
              <Link
                className={className}
                style={style}
                to={paths.category.circuito.href(category.slug, circuito.idCircuito)}
              >
                <CardContent circuito={circuito} />
              </Link>
            ) : (
              <div className={className} style={style}>
                <CardContent circuito={circuito} />
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
