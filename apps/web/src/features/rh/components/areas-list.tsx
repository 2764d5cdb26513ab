import { useId, useState } from 'react';
import { LoadingBlock } from '../../../components/page.tsx';
import { COMMERCIAL_NS } from '../../../lib/commercial-i18n.ts';
import { useAreas } from '../api/get-areas.ts';
import { AREAS_SHOWN, visibleAreas } from '../utils/visible-areas.ts';
import '../../../components/form/text-button.css';
import { queryState } from '../../../components/query-state.tsx';
import { useTranslation } from '../../../lib/i18n.ts';

/** The HR areas: the first 10, and a button that shows up to 18 (public-site.md §2.5). */
export function AreasList() {
  const { t } = useTranslation(COMMERCIAL_NS);
  const query = useAreas();
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const shown = queryState(query, {
    pending: <LoadingBlock label={t('common.loading')} />,
    errorText: t('common.error'),
    empty: { when: (data) => data.length === 0, notice: t('careers.areasEmpty') },
  });
  if (!shown.ready) return shown.screen;
  return (
    <>
      <ul id={listId} className="careers-areas">
        {visibleAreas(shown.data, expanded).map((area) => (
          <li key={area.idArea}>{area.nome}</li>
        ))}
      </ul>
      {shown.data.length > AREAS_SHOWN && (
        <button
          type="button"
          className="text-button"
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded((value) => !value)}
        >
          {expanded ? t('careers.showLess') : t('careers.showMore')}
        </button>
      )}
    </>
  );
}
