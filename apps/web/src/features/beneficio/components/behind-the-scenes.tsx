import { BASTIDORES_IMAGENS } from '@stockcar/shared/schemas/clube-conteudo';
import { Link } from 'react-router';
import { Notice } from '../../../components/notice.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { usePerfil } from '../../../lib/club/perfil-query.ts';
import { useBastidores } from '../api/get-bastidores.ts';
import './beneficio.css';

/** The first 4 behind-the-scenes images of the member's favourite driver (fan-club.md §2, §9). */
export function BehindTheScenes() {
  const perfil = usePerfil();
  const favorito = perfil.data?.pilotoFavorito ?? undefined;
  const bastidores = useBastidores(favorito?.id);
  const images = (bastidores.data?.galerias ?? [])
    .flatMap((g) => g.imagemGaleria.map((url) => ({ url, titulo: g.titulo })))
    .slice(0, BASTIDORES_IMAGENS);
  const pending = perfil.isPending || (favorito !== undefined && bastidores.isPending);
  return (
    <section className="club-block" aria-labelledby="club-backstage-title">
      <h2 id="club-backstage-title" className="club-block__title">
        Bastidores{favorito ? `: ${favorito.nome}` : ''}
      </h2>
      {pending && <Spinner label="Carregando os bastidores…" />}
      {(perfil.isError || bastidores.isError) && (
        <Notice variant="danger">Não foi possível carregar os bastidores.</Notice>
      )}
      {perfil.data && !favorito && (
        <Notice>
          Escolha o seu <Link to={paths.stockclub.pilotoFavorito}>piloto favorito</Link> para ver os
          bastidores dele.
        </Notice>
      )}
      {bastidores.data && images.length === 0 && (
        <Notice>Ainda não há fotos de bastidores deste piloto.</Notice>
      )}
      {images.length > 0 && (
        <ul className="club-backstage">
          {images.map((image, i) => (
            <li key={`${image.url}-${i}`}>
              <img src={image.url} alt={`${image.titulo}, foto ${i + 1}`} loading="lazy" />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
