import { BASTIDORES_IMAGENS } from '@stockcar/shared/schemas/clube-conteudo';
import type { Galeria } from '@stockcar/shared/schemas/noticias';
import { Link } from '../../../components/link.tsx';
import { queryState } from '../../../components/query-state.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { usePerfil } from '../../../lib/club/perfil-query.ts';
import { useBastidores } from '../api/get-bastidores.ts';
import './beneficio.css';
import { CONTEUDO_NS } from '../../../lib/club-i18n.ts';
import { useTranslation } from '../../../lib/i18n.ts';

type Bastidores = ReturnType<typeof useBastidores>;

/** The profile and the favourite's images load, fail and say so alike. */
function useLoadTexts() {
  const { t } = useTranslation(CONTEUDO_NS);
  return {
    pending: <Spinner label={t('backstage.loading')} />,
    errorText: t('backstage.loadFailed'),
    fixedErrorText: true,
  };
}

/** The first 4 behind-the-scenes images of the member's favourite driver (fan-club.md §2, §9). */
export function BehindTheScenes() {
  const { t } = useTranslation(CONTEUDO_NS);
  const load = useLoadTexts();
  const perfil = usePerfil();
  const favorito = perfil.data?.pilotoFavorito ?? undefined;
  const bastidores = useBastidores(favorito?.id);
  const state = queryState(perfil, {
    ...load,
    empty: {
      when: (member) => !member.pilotoFavorito,
      notice: (
        <>
          {t('backstage.chooseBefore')}
          <Link to={paths.stockclub.pilotoFavorito}>{t('backstage.chooseLink')}</Link>
          {t('backstage.chooseAfter')}
        </>
      ),
    },
  });
  return (
    <section className="club-block" aria-labelledby="club-backstage-title">
      <h2 id="club-backstage-title" className="club-block__title">
        {favorito ? t('backstage.titleOf', { nome: favorito.nome }) : t('backstage.title')}
      </h2>
      {state.ready ? <Images bastidores={bastidores} /> : state.screen}
    </section>
  );
}

/** The favourite's images, once the profile has named him. */
function Images({ bastidores }: { bastidores: Bastidores }) {
  const { t } = useTranslation(CONTEUDO_NS);
  const state = queryState(bastidores, {
    ...useLoadTexts(),
    empty: {
      when: (data) => imagesOf(data).length === 0,
      notice: t('backstage.empty'),
    },
  });
  if (!state.ready) return state.screen;
  return (
    <ul className="club-backstage">
      {imagesOf(state.data).map((image, i) => (
        <li key={`${image.url}-${i}`}>
          <img
            src={image.url}
            alt={t('backstage.photo', { titulo: image.titulo, n: i + 1 })}
            loading="lazy"
          />
        </li>
      ))}
    </ul>
  );
}

const imagesOf = ({ galerias }: { galerias: Galeria[] }) =>
  galerias
    .flatMap((g) => g.imagemGaleria.map((url) => ({ url, titulo: g.titulo })))
    .slice(0, BASTIDORES_IMAGENS);
