import { progressText } from '../utils/tiers.ts';
import { QUIZ_NS } from '../../../lib/club-i18n.ts';
import { useTranslation } from '../../../lib/i18n.ts';

/** 'X de Y' with a bar (fan-club.md §2). */
export function ProgressBar({ atual, total }: { atual: number; total: number }) {
  const { t } = useTranslation(QUIZ_NS);
  const text = progressText(atual, total);
  return (
    <div className="quiz-progress">
      <div
        className="quiz-progress__track"
        role="progressbar"
        aria-label={t('progressLabel')}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={atual}
        aria-valuetext={text}
      >
        <div
          className="quiz-progress__fill"
          style={{ width: `${total > 0 ? (atual / total) * 100 : 0}%` }}
        />
      </div>
      <span className="quiz-progress__text">{text}</span>
    </div>
  );
}
