import { FANPUSH_CAROUSEL_SECONDS, type PilotoVotacao } from '@stockcar/shared/schemas/fanpush';
import { Carousel } from '../../../components/carousel/carousel.tsx';
import { groupsOf } from '../utils/leaderboard.ts';
import { RestList } from './leaderboard.tsx';

/** Beside the live video: positions 7 to 24 in groups of 6, the next group every 5 s (§2). */
export function RestCarousel({ pilotos }: { pilotos: PilotoVotacao[] }) {
  return (
    <Carousel
      className="fanpush-carousel"
      label="Posições 7 a 24"
      slides={groupsOf(pilotos)}
      intervalMs={FANPUSH_CAROUSEL_SECONDS * 1000}
      dots="still"
      renderSlide={(group) => (
        <RestList
          pilotos={group}
          label={`Posições ${group[0]?.posicao ?? 0} a ${group.at(-1)?.posicao ?? 0}`}
        />
      )}
    />
  );
}
