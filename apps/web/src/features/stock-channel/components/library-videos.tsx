import { useState } from 'react';
import type { Video } from '@stockcar/shared/schemas/clube-conteudo';
import { Link } from '../../../components/link.tsx';
import { Notice } from '../../../components/notice.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { queryState } from '../../../components/query-state.tsx';
import { useBiblioteca } from '../api/get-biblioteca.ts';
import { videoCountText } from '../utils/library.ts';
import { VideoModal } from './video-modal.tsx';
import './stock-channel.css';
import { CONTEUDO_NS } from '../../../lib/club-i18n.ts';
import { useTranslation } from '../../../lib/i18n.ts';

/** A library's videos; a click opens the video in a modal (fan-club.md §2). */
export function LibraryVideos({ idBiblioteca }: { idBiblioteca: number }) {
  const { t } = useTranslation(CONTEUDO_NS);
  const [playing, setPlaying] = useState<Video | undefined>();
  const back = <Link to={paths.stockclub.stockchannel}>{t('channel.back')}</Link>;
  const biblioteca = queryState(useBiblioteca(idBiblioteca), {
    pending: <Spinner label={t('channel.loadingVideos')} />,
    errorText: t('channel.videosFailed'),
    failure: (text) => (
      <>
        <Notice variant="danger">{text}</Notice>
        {back}
      </>
    ),
  });
  if (!biblioteca.ready) return biblioteca.screen;
  const { nome, quantidadeDeVideos, videos } = biblioteca.data;
  return (
    <>
      <h2 className="channel__subtitle">{nome}</h2>
      <p>{videoCountText(quantidadeDeVideos)}</p>
      {videos.length === 0 && <Notice>{t('channel.noVideos')}</Notice>}
      <ul className="channel-videos">
        {videos.map((video, i) => (
          <li key={`${video.link}-${i}`}>
            <button type="button" className="channel-video" onClick={() => setPlaying(video)}>
              <img className="channel-card__thumb" src={video.thumbnail} alt="" loading="lazy" />
              <span className="channel-card__name">{video.titulo}</span>
            </button>
          </li>
        ))}
      </ul>
      {back}
      {playing && <VideoModal video={playing} onClose={() => setPlaying(undefined)} />}
    </>
  );
}
