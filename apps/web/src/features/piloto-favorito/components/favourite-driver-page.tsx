import { Notice } from '../../../components/notice.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { failureText } from '../../../lib/api-error.ts';
import { usePerfil } from '../../../lib/club/perfil-query.ts';
import { usePilotosClube } from '../api/get-pilotos-clube.ts';
import { CurrentFavourite } from './current-favourite.tsx';
import { FavouriteDriverForm } from './favourite-driver-form.tsx';
import './piloto-favorito.css';
import { useTranslation } from 'react-i18next';
import { CLUBE_NS } from '../../../lib/club-i18n.ts';

/** Loads the profile and the drivers, then the form; each state of the page in one place. */
export function FavouriteDriverPage() {
  const { t } = useTranslation(CLUBE_NS);
  const perfil = usePerfil();
  const pilotos = usePilotosClube();

  if (perfil.isPending || pilotos.isPending) return <Spinner label="Carregando…" size="large" />;
  if (perfil.isError || pilotos.isError) {
    const retry = () => {
      if (perfil.isError) void perfil.refetch();
      if (pilotos.isError) void pilotos.refetch();
    };
    // A failed query stays in error while it refetches: the button waits for the new answer.
    const retrying = perfil.isFetching || pilotos.isFetching;
    return (
      <div className="fav-driver__failure">
        <Notice variant="danger">
          {failureText(perfil.error ?? pilotos.error, t('erroGenerico'))}
        </Notice>
        <button type="button" className="button" onClick={retry} disabled={retrying}>
          Tentar novamente
        </button>
        {retrying && <Spinner label="Carregando…" />}
      </div>
    );
  }
  if (pilotos.data.length === 0) {
    return (
      <>
        <CurrentFavourite favorito={perfil.data.pilotoFavorito} />
        <Notice>Nenhum piloto disponível no momento.</Notice>
      </>
    );
  }
  return <FavouriteDriverForm perfil={perfil.data} pilotos={pilotos.data} />;
}
