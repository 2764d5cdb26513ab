import { useState } from 'react';
import { useQuizTiers } from '../api/get-quiz-tiers.ts';
import { tierFor } from '../utils/tiers.ts';
import { Spinner } from '../../../components/spinner.tsx';
import { ShareModal } from './share-modal.tsx';
import { TierBadge } from './tier-badge.tsx';
import { QUIZ_NS } from '../../../lib/club-i18n.ts';
import { useTranslation } from '../../../lib/i18n.ts';

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
  // A failed tiers call falls back to the site's own tiers: the fan still sees the result.
  const faixas = useQuizTiers();
  const tier = tierFor(respostasCorretas, faixas.data);
  if (faixas.isPending) return <Spinner label={t('result.loading')} />;
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
          tier={tier}
          respostasCorretas={respostasCorretas}
          total={total}
          onClose={() => setSharing(false)}
        />
      )}
    </section>
  );
}
