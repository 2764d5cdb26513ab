import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Notice } from '../../../components/notice.tsx';
import { LoadingBlock } from '../../../components/page.tsx';
import { failureText } from '../../../lib/api-error.ts';
import { COMMERCIAL_NS } from '../../../lib/commercial-i18n.ts';
import { useAreas } from '../api/get-areas.ts';
import { AREAS_SHOWN, visibleAreas } from '../utils/visible-areas.ts';
import '../../../components/form/text-button.css';

/** The HR areas: the first 10, and a button that shows up to 18 (public-site.md §2.5). */
export function AreasList() {
  const { t } = useTranslation(COMMERCIAL_NS);
  const query = useAreas();
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  if (query.isPending) return <LoadingBlock label={t('common.loading')} />;
  if (query.isError) {
    return <Notice variant="danger">{failureText(query.error, t('common.error'))}</Notice>;
  }
  if (query.data.length === 0) return <Notice>{t('careers.areasEmpty')}</Notice>;
  return (
    <>
      <ul id={listId} className="careers-areas">
        {visibleAreas(query.data, expanded).map((area) => (
          <li key={area.idArea}>{area.nome}</li>
        ))}
      </ul>
      {query.data.length > AREAS_SHOWN && (
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
