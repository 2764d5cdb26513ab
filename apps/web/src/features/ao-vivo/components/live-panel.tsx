import { useEffect, useRef, useState } from 'react';
import { LIVE_SPINNER_MS, LIVE_SWITCH_DELAY_MS } from '@stockcar/shared/constants';
import type { Live } from '@stockcar/shared/schemas/ao-vivo';
import { Notice } from '../../../components/notice.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { firstPlayable, isPlayable } from '../utils/live-rules.ts';
import { youtubeEmbedUrl } from '../utils/youtube.ts';
import { FRAME_NS } from '../../../lib/frame-i18n.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import './live-panel.css';

function Player({ live }: { live: Live | undefined }) {
  const { t } = useTranslation(FRAME_NS);
  const src = live && isPlayable(live) ? youtubeEmbedUrl(live.link) : undefined;
  if (!live || !src) return <Notice>{t('live.offline')}</Notice>;
  return (
    <div className="live-panel__video">
      <iframe
        src={src}
        title={t('live.player', { nome: live.nome })}
        allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
        allowFullScreen
      />
    </div>
  );
}

/** The live modal's content: the video and the list that switches it (public-site.md §2.4). */
export function LivePanel({ lives }: { lives: readonly Live[] }) {
  const { t } = useTranslation(FRAME_NS);
  const { t: shellT } = useTranslation();
  const [opening, setOpening] = useState(true);
  const [switching, setSwitching] = useState(false);
  const [selectedId, setSelectedId] = useState(() => firstPlayable(lives)?.idLive);
  const switchTimer = useRef<number | undefined>(undefined);

  useEffect(() => {
    const timer = window.setTimeout(() => setOpening(false), LIVE_SPINNER_MS);
    return () => {
      window.clearTimeout(timer);
      window.clearTimeout(switchTimer.current);
    };
  }, []);

  const select = (idLive: number) => {
    setSwitching(true);
    window.clearTimeout(switchTimer.current);
    switchTimer.current = window.setTimeout(() => {
      setSelectedId(idLive);
      setSwitching(false);
    }, LIVE_SWITCH_DELAY_MS);
  };

  if (opening) {
    return (
      <div className="live-panel__loading">
        <Spinner label={shellT('common.loading')} size="large" />
      </div>
    );
  }
  const selected = lives.find((live) => live.idLive === selectedId);
  return (
    <div className="live-panel">
      <div className="live-panel__stage">
        {switching ? (
          <Spinner label={shellT('common.loading')} size="large" />
        ) : (
          <Player live={selected} />
        )}
      </div>
      <ul className="live-panel__list">
        {lives.map((live) => (
          <li key={live.idLive}>
            <button
              type="button"
              className="live-panel__item"
              aria-pressed={live.idLive === selectedId}
              onClick={() => select(live.idLive)}
            >
              <span className={live.online ? 'live-badge live-badge--on' : 'live-badge'}>
                {live.online ? t('live.online') : t('live.offlineBadge')}
              </span>
              <span className="live-panel__name">{live.nome}</span>
              <span className="live-panel__channel">
                {live.categoria === 'SITE' ? t('live.open') : t('live.paid')}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
