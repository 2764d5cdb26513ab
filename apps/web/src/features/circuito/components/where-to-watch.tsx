import type { CircuitoDetalhe } from '@stockcar/shared/schemas/racing';
import { RACING_NS } from '../../../lib/racing-i18n.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import './where-to-watch.css';

/** The broadcasters' logos (public-site.md §3, ondeAssistir). */
export function WhereToWatch({ canais }: { canais: CircuitoDetalhe['ondeAssistir'] }) {
  const { t } = useTranslation(RACING_NS);
  if (canais.length === 0) return null;
  return (
    <section className="where-to-watch" aria-labelledby="onde-assistir">
      <h2 id="onde-assistir" className="section-title section-title--compact">
        {t('common.whereToWatch')}
      </h2>
      <ul className="where-to-watch__list">
        {canais.map((canal) => (
          <li key={canal.nomeCanal}>
            <img
              src={canal.imgCanal}
              alt={canal.nomeCanal}
              width={200}
              height={80}
              loading="lazy"
              decoding="async"
            />
            <span className="where-to-watch__tag">{canal.tag}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
