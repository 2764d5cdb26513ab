import { useParams } from 'react-router';
import { Notice } from '../../../components/notice.tsx';
import { PreviewCards } from '../../../features/fanpush/components/preview-cards.tsx';
import { CLUBE_NS } from '../../../lib/club-i18n.ts';
import { useTranslation } from '../../../lib/i18n.ts';

/** `/stockclub/preview-votacao-fanpush/{id_etapa}` (fan-club.md §2): no login, read-only. */
export default function PreviewVotacaoFanpushPage() {
  const { t } = useTranslation(CLUBE_NS);
  const idEtapa = Number(useParams().id_etapa);
  return (
    <section className="stockclub__panel fanpush-page">
      <h1 className="display stockclub__title">{t('fanpush.previewPage')}</h1>
      {Number.isInteger(idEtapa) && idEtapa > 0 ? (
        <PreviewCards idEtapa={idEtapa} />
      ) : (
        <Notice variant="danger">{t('fanpush.notFound')}</Notice>
      )}
    </section>
  );
}
