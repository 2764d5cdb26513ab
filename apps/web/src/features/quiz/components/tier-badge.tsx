import type { QuizTier } from '../utils/tiers.ts';
import { QUIZ_NS } from '../../../lib/club-i18n.ts';
import { useTranslation } from '../../../lib/i18n.ts';

const MAX_STARS = 5;

/** The tier's image: a trophy-like badge in the tier's colour with its level. */
export function TierBadge({ tier }: { tier: QuizTier }) {
  const { t } = useTranslation(QUIZ_NS);
  // The console may set more tiers than fit: the badge holds five stars at most.
  const stars = Math.min(tier.nivel, MAX_STARS);
  return (
    <svg
      className="quiz-tier"
      viewBox="0 0 120 120"
      role="img"
      aria-label={t('tierLabel', { nivel: tier.nivel, titulo: tier.titulo })}
      data-nivel={tier.nivel}
    >
      <circle cx="60" cy="60" r="56" fill={tier.cor} />
      <circle cx="60" cy="60" r="44" fill="none" stroke="#fff" strokeWidth="4" />
      {Array.from({ length: stars }, (_, i) => (
        <polygon
          key={i}
          transform={`translate(${(i - (stars - 1) / 2) * 22} 0)`}
          points="60,46 64,56 74,56 66,62 69,72 60,66 51,72 54,62 46,56 56,56"
          fill="#fff"
        />
      ))}
    </svg>
  );
}
