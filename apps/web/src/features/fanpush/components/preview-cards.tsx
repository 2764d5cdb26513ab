import { Notice } from '../../../components/notice.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { useFanpushPreview } from '../api/get-fanpush-preview.ts';
import { DriverCard } from './driver-card.tsx';
import './fanpush.css';
import { CLUBE_NS } from '../../../lib/club-i18n.ts';
import { queryState } from '../../../components/query-state.tsx';
import { useTranslation } from '../../../lib/i18n.ts';

/** `/stockclub/preview-votacao-fanpush/{id_etapa}`: a stage's vote cards, read-only (§2). */
export function PreviewCards({ idEtapa }: { idEtapa: number }) {
  const { t } = useTranslation(CLUBE_NS);
  const preview = useFanpushPreview(idEtapa);
  const previewState = queryState(preview, {
    pending: <Spinner label={t('fanpush.loading')} />,
    errorText: t('fanpush.notFound'),
    fixedErrorText: true,
  });
  if (!previewState.ready) return previewState.screen;
  const { etapa, listaPilotos } = previewState.data;
  return (
    <div className="fanpush-preview">
      <p className="stockclub__lead">
        {etapa.titulo} · {etapa.circuito} ({etapa.cidade})
      </p>
      {listaPilotos.length === 0 ? (
        <Notice>{t('semPilotosFanpush')}</Notice>
      ) : (
        <ul className="fanpush-cards">
          {listaPilotos.map((piloto) => (
            <li key={piloto.id}>
              <DriverCard piloto={piloto} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
