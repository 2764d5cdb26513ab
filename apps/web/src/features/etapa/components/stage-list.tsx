import { useTranslation } from 'react-i18next';
import type { Category } from '@stockcar/shared/categories';
import { Notice } from '../../../components/notice.tsx';
import { LoadingBlock } from '../../../components/page.tsx';
import { failureText } from '../../../lib/api-error.ts';
import { RACING_NS } from '../../../lib/racing-i18n.ts';
import { useEtapas } from '../api/get-etapas.ts';
import { StageCard } from './stage-card.tsx';
import './stage-list.css';

/** All stages of a season: loading, the cards, or 'Nenhuma etapa encontrada'. */
export function StageList({ category, ano }: { category: Category; ano: number }) {
  const { t } = useTranslation(RACING_NS);
  const query = useEtapas(category.id, ano);
  if (query.isPending) return <LoadingBlock label={t('common.loading')} />;
  if (query.isError) {
    return <Notice variant="danger">{failureText(query.error, t('common.error'))}</Notice>;
  }
  if (query.data.length === 0) return <Notice>{t('stages.empty')}</Notice>;
  return (
    <div className="stage-list">
      {query.data.map((etapa) => (
        <StageCard key={etapa.idEtapa} category={category} etapa={etapa} />
      ))}
    </div>
  );
}
