import { FANPUSH_CAROUSEL_SECONDS, type PilotoVotacao } from '@stockcar/shared/schemas/fanpush';
import { Carousel } from '../../../components/carousel/carousel.tsx';
import { CLUBE_NS } from '../../../lib/club-i18n.ts';
import { groupsOf } from '../utils/leaderboard.ts';
import { RestList } from './leaderboard.tsx';
import { useTranslation } from '../../../lib/i18n.ts';

/** Beside the live video: positions 7 to 24 in groups of 6, the next group every 5 s (§2). */
export function RestCarousel({ pilotos }: { pilotos: PilotoVotacao[] }) {
  const { t } = useTranslation(CLUBE_NS);
  return (
    <Carousel
      className="fanpush-carousel"
      label={t('fanpush.board.positions', { first: 7, last: 24 })}
      slides={groupsOf(pilotos)}
      intervalMs={FANPUSH_CAROUSEL_SECONDS * 1000}
      dots="still"
      renderSlide={(group) => (
        <RestList
          pilotos={group}
          label={t('fanpush.board.positions', {
            first: group[0]?.posicao ?? 0,
            last: group.at(-1)?.posicao ?? 0,
          })}
        />
      )}
    />
  );
}
