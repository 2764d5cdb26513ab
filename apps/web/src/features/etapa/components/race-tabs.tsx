import { useState } from 'react';
import type { Etapa } from '@stockcar/shared/schemas/etapa';
import { Tabs } from '../../../components/tabs.tsx';
import { RACING_NS } from '../../../lib/racing-i18n.ts';
import { Podium } from './podium.tsx';
import { useTranslation } from '../../../lib/i18n.ts';

/** A tab per race of the stage, each with its podium once the stage is finished. */
export function RaceTabs({ etapa }: { etapa: Etapa }) {
  const { t } = useTranslation(RACING_NS);
  const [selected, setSelected] = useState(0);
  if (etapa.corridas.length === 0) return null;
  const corrida = etapa.corridas[selected] ?? etapa.corridas[0];
  return (
    <Tabs
      size="small"
      label={t('stages.races', { etapa: etapa.etapa })}
      tabs={etapa.corridas.map((race, index) => ({ id: index, label: race.descricao }))}
      selected={selected}
      onSelect={setSelected}
    >
      {corrida && etapa.finalizada ? (
        <Podium corrida={corrida} />
      ) : (
        <p className="podium__pending">{t('stages.podiumPending')}</p>
      )}
    </Tabs>
  );
}
