import type { Category } from '@stockcar/shared/categories';
import { CachedAge } from '../../../components/cached-age.tsx';
import { LoadingBlock } from '../../../components/page.tsx';
import { RACING_NS } from '../../../lib/racing-i18n.ts';
import { stagesPath, useEtapas } from '../api/get-etapas.ts';
import type { TicketButton } from '../../../lib/session.ts';
import { StageCard } from './stage-card.tsx';
import './stage-list.css';
import { queryState } from '../../../components/query-state.tsx';
import { useTranslation } from '../../../lib/i18n.ts';

/** All stages of a season: loading, the cards, or 'Nenhuma etapa encontrada'. */
export function StageList({
  category,
  ano,
  ticketButton,
}: {
  category: Category;
  ano: number;
  ticketButton?: TicketButton;
}) {
  const { t } = useTranslation(RACING_NS);
  const query = useEtapas(category.id, ano);
  const shown = queryState(query, {
    pending: <LoadingBlock label={t('common.loading')} />,
    errorText: t('common.error'),
    empty: { when: (data) => data.length === 0, notice: t('stages.empty') },
  });
  if (!shown.ready) return shown.screen;
  return (
    <>
      <CachedAge path={stagesPath(category.id)} />
      <div className="stage-list">
        {shown.data.map((etapa) => (
          <StageCard
            key={etapa.idEtapa}
            category={category}
            etapa={etapa}
            categoryTicketButton={ticketButton}
          />
        ))}
      </div>
    </>
  );
}
