import { useState } from 'react';
import { tierFor } from '../utils/tiers.ts';
import { ShareModal } from './share-modal.tsx';
import { TierBadge } from './tier-badge.tsx';
import { useTranslation } from 'react-i18next';
import { QUIZ_NS } from '../../../lib/club-i18n.ts';

/** The result page: correct count, the tier image and the share modal. */
export function QuizResult({
  respostasCorretas,
  total,
  mensagem,
}: {
  respostasCorretas: number;
  total: number;
  mensagem: string | null;
}) {
  const { t } = useTranslation(QUIZ_NS);
  const [sharing, setSharing] = useState(false);
  const tier = tierFor(respostasCorretas);
  return (
    <section className="quiz-result" aria-label={t('result.label')}>
      {mensagem && <p className="quiz-result__message">{mensagem}</p>}
      <TierBadge tier={tier} />
      <h2 className="quiz-result__tier">{tier.titulo}</h2>
      <p className="quiz-result__score">
        {t('result.score', { corretas: respostasCorretas, total })}
      </p>
      <p>{tier.texto}</p>
      <button type="button" className="button" onClick={() => setSharing(true)}>
        {t('result.share')}
      </button>
      {sharing && (
        <ShareModal
          respostasCorretas={respostasCorretas}
          total={total}
          onClose={() => setSharing(false)}
        />
      )}
    </section>
  );
}
