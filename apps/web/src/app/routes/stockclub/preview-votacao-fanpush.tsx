import { useParams } from 'react-router';
import { Notice } from '../../../components/notice.tsx';
import { PreviewCards } from '../../../features/fanpush/components/preview-cards.tsx';

/** `/stockclub/preview-votacao-fanpush/{id_etapa}` (fan-club.md §2): no login, read-only. */
export default function PreviewVotacaoFanpushPage() {
  const idEtapa = Number(useParams().id_etapa);
  return (
    <section className="stockclub__panel fanpush-page">
      <h1 className="display stockclub__title">Prévia da votação</h1>
      {Number.isInteger(idEtapa) && idEtapa > 0 ? (
        <PreviewCards idEtapa={idEtapa} />
      ) : (
        <Notice variant="danger">Votação não encontrada.</Notice>
      )}
    </section>
  );
}
