import type { Biblioteca } from '@stockcar/shared/schemas/clube-conteudo';
import { Link } from '../../../components/link.tsx';
import { paths } from '../../../config/paths.ts';
import { videoCountText } from '../utils/library.ts';

/** A library in the carousel: thumbnail, name and video count, linking to its videos. */
export function LibraryCard({ biblioteca }: { biblioteca: Biblioteca }) {
  return (
    <Link className="channel-card" to={paths.stockclub.channel.href(biblioteca.idBiblioteca)}>
      <img className="channel-card__thumb" src={biblioteca.thumbnail} alt="" loading="lazy" />
      <span className="channel-card__name">{biblioteca.nome}</span>
      <span className="channel-card__count">{videoCountText(biblioteca.quantidadeDeVideos)}</span>
    </Link>
  );
}
