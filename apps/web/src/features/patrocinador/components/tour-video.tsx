import { useState } from 'react';
import { PlayIcon } from '../../../components/page-icons.tsx';
import { COMMERCIAL_NS } from '../../../lib/commercial-i18n.ts';
import { useTranslation } from '../../../lib/i18n.ts';

/**
 * The guided tour. The runtime settings carry no tour link (apps/api/src/config.ts), so the
 * page embeds this video; replace it when the real tour is published.
 */
export const TOUR_VIDEO_EMBED = 'https://www.youtube-nocookie.com/embed/M7lc1UVf-VE';

/**
 * A click-to-play video: the player (a third-party frame) loads only when the visitor asks,
 * which keeps the page light and sends nothing to the video host before that.
 */
export function TourVideo() {
  const { t } = useTranslation(COMMERCIAL_NS);
  const [playing, setPlaying] = useState(false);
  return (
    <section className="pitch-tour" aria-labelledby="pitch-tour-title">
      <h2 id="pitch-tour-title" className="section-title pitch__heading">
        {t('sponsor.tour')}
      </h2>
      <p>{t('sponsor.tourText')}</p>
      <div className="pitch-tour__frame">
        {playing ? (
          <iframe
            src={`${TOUR_VIDEO_EMBED}?autoplay=1&rel=0`}
            title={t('sponsor.tourVideo')}
            allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
            referrerPolicy="strict-origin-when-cross-origin"
            allowFullScreen
          />
        ) : (
          <button type="button" className="pitch-tour__play" onClick={() => setPlaying(true)}>
            <PlayIcon width={72} height={72} />
            <span>{t('sponsor.tourPlay')}</span>
          </button>
        )}
      </div>
    </section>
  );
}
