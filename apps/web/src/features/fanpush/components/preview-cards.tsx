import { Notice } from '../../../components/notice.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { useFanpushPreview } from '../api/get-fanpush-preview.ts';
import { DriverCard } from './driver-card.tsx';
import './fanpush.css';
import { clubeT } from '../../../lib/club-i18n.ts';

/** `/stockclub/preview-votacao-fanpush/{id_etapa}`: a stage's vote cards, read-only (§2). */
export function PreviewCards({ idEtapa }: { idEtapa: number }) {
  const preview = useFanpushPreview(idEtapa);
  if (preview.isPending) return <Spinner label="Carregando a votação…" />;
  if (preview.isError) return <Notice variant="danger">Votação não encontrada.</Notice>;
  const { etapa, listaPilotos } = preview.data;
  return (
    <div className="fanpush-preview">
      <p className="stockclub__lead">
        {etapa.titulo} · {etapa.circuito} ({etapa.cidade})
      </p>
      {listaPilotos.length === 0 ? (
        <Notice>{clubeT('semPilotosFanpush')}</Notice>
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
