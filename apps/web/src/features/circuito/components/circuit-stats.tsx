import type { CategorySlug } from '@stockcar/shared/categories';
import type { CircuitoDetalhe } from '@stockcar/shared/schemas/racing';
import { RACING_NS } from '../../../lib/racing-i18n.ts';
import { circuitStats } from '../utils/circuit-rules.ts';
import { useTranslation } from '../../../lib/i18n.ts';

/** The circuit's numbers; which ones show depends on the category (see circuit-rules.ts). */
export function CircuitStats({
  circuito,
  slug,
}: {
  circuito: CircuitoDetalhe;
  slug: CategorySlug;
}) {
  const { t, i18n } = useTranslation(RACING_NS);
  const km = new Intl.NumberFormat(i18n.language === 'en' ? 'en-GB' : 'pt-BR', {
    minimumFractionDigits: 3,
    maximumFractionDigits: 3,
  });
  return (
    <dl className="stat-grid circuit__stats">
      {circuitStats(circuito, slug).map((stat) => (
        <div key={stat.key} className={`stat-tile circuit__stat circuit__stat--${stat.key}`}>
          <dt className="stat-label">{t(`circuits.${stat.key}`)}</dt>
          <dd className="display">
            {stat.key === 'length' && typeof stat.value === 'number'
              ? t('circuits.lengthValue', { km: km.format(stat.value) })
              : stat.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
