import { FANPUSH_CAROUSEL_SECONDS, type PilotoVotacao } from '@stockcar/shared/schemas/fanpush';
import { groupsOf } from '../utils/leaderboard.ts';
import { useRotation } from '../../../lib/use-rotation.ts';
import { RestList } from './leaderboard.tsx';
import { useTranslation } from 'react-i18next';
import { CLUBE_NS } from '../../../lib/club-i18n.ts';

/** Beside the live video: positions 7 to 24 in groups of 6, the next group every 5 s (§2). */
export function RestCarousel({ pilotos }: { pilotos: PilotoVotacao[] }) {
  const { t } = useTranslation(CLUBE_NS);
  const groups = groupsOf(pilotos);
  const { index } = useRotation(groups.length, FANPUSH_CAROUSEL_SECONDS * 1000);
  const group = groups[index];
  if (!group) return null;
  const first = group[0]?.posicao ?? 0;
  const last = group.at(-1)?.posicao ?? 0;
  return (
    <div className="fanpush-carousel" aria-live="off">
      <RestList pilotos={group} label={t('fanpush.board.positions', { first, last })} />
      <p className="fanpush-carousel__dots" aria-hidden="true">
        {groups.map((_, i) => (i === index ? '●' : '○')).join(' ')}
      </p>
    </div>
  );
}
