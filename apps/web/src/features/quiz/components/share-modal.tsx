import { useState } from 'react';
import { Modal } from '../../../components/modal.tsx';
import { Notice } from '../../../components/notice.tsx';
import { createShareImage, downloadBlob, SHARE_IMAGE_FILE } from '../utils/share-image.ts';

export const SHARE_STEPS = [
  'Baixe a imagem com o seu resultado.',
  'Abra a sua rede social favorita.',
  'Publique a imagem no feed ou nos stories.',
  'Marque a @stockcaroficial e use #StockQuiz.',
] as const;

/** The four-step share modal with the image download (fan-club.md §2). */
export function ShareModal({
  respostasCorretas,
  total,
  onClose,
}: {
  respostasCorretas: number;
  total: number;
  onClose: () => void;
}) {
  const [failed, setFailed] = useState(false);
  async function download() {
    setFailed(false);
    try {
      downloadBlob(await createShareImage(respostasCorretas, total), SHARE_IMAGE_FILE);
    } catch {
      setFailed(true);
    }
  }
  return (
    <Modal title="Compartilhe seu resultado" closeLabel="Fechar" onClose={onClose}>
      <ol className="quiz-share__steps">
        {SHARE_STEPS.map((step, i) => (
          <li key={step}>
            <strong>Passo {i + 1}:</strong> {step}
          </li>
        ))}
      </ol>
      {failed && <Notice variant="danger">Não foi possível gerar a imagem.</Notice>}
      <button type="button" className="button" onClick={() => void download()}>
        Baixar imagem
      </button>
    </Modal>
  );
}
