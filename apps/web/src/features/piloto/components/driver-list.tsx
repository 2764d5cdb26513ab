import { useState } from 'react';
import type { Category } from '@stockcar/shared/categories';
import { LoadingBlock } from '../../../components/page.tsx';
import { Tabs } from '../../../components/tabs.tsx';
import { paths } from '../../../config/paths.ts';
import { RACING_NS } from '../../../lib/racing-i18n.ts';
import { usePilotos, type EstockDivision } from '../api/get-pilotos.ts';
import { driverHasLink } from '@stockcar/shared/link-rules';
import { showsDriverPoints } from '../utils/driver-rules.ts';
import { DriverCard } from './driver-card.tsx';
import './driver-list.css';
import { queryState } from '../../../components/query-state.tsx';
import { useTranslation } from '../../../lib/i18n.ts';

function Cards({ category, division }: { category: Category; division?: EstockDivision }) {
  const { t } = useTranslation(RACING_NS);
  const query = usePilotos(category.id, division);
  const shown = queryState(query, {
    pending: <LoadingBlock label={t('common.loading')} />,
    errorText: t('common.error'),
    empty: { when: (data) => data.length === 0, notice: t('drivers.empty') },
  });
  if (!shown.ready) return shown.screen;
  const linked = driverHasLink(category.slug);
  return (
    <ul className="card-grid driver-list">
      {shown.data.map((piloto) => (
        <DriverCard
          key={piloto.idPiloto}
          piloto={piloto}
          showPoints={showsDriverPoints(category.slug)}
          href={linked ? paths.category.piloto.href(category.slug, piloto.idPiloto) : undefined}
        />
      ))}
    </ul>
  );
}

/** e-stock's drivers in two tabs, PRO and AM (public-site.md §2.5). */
function EstockDivisions({ category }: { category: Category }) {
  const { t } = useTranslation(RACING_NS);
  const [division, setDivision] = useState<EstockDivision>('PRO');
  const tabs = [
    { id: 'PRO' as const, label: t('drivers.pro') },
    { id: 'Amador' as const, label: t('drivers.am') },
  ];
  return (
    <Tabs label={t('drivers.tabs')} tabs={tabs} selected={division} onSelect={setDivision}>
      <Cards category={category} division={division} />
    </Tabs>
  );
}

/** The drivers list: cards, linking to the detail where the category allows. */
export function DriverList({ category }: { category: Category }) {
  if (category.slug === 'e-stock') return <EstockDivisions category={category} />;
  return <Cards category={category} />;
}
