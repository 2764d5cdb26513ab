import { Notice } from '../../../components/notice.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { queriesState } from '../../../components/query-state.tsx';
import { usePerfil } from '../../../lib/club/perfil-query.ts';
import { usePilotosClube } from '../api/get-pilotos-clube.ts';
import { CurrentFavourite } from './current-favourite.tsx';
import { FavouriteDriverForm } from './favourite-driver-form.tsx';
import './piloto-favorito.css';
import { CLUBE_NS } from '../../../lib/club-i18n.ts';
import { useTranslation } from '../../../lib/i18n.ts';

/** Loads the profile and the drivers, then the form; each state of the page in one place. */
export function FavouriteDriverPage() {
  const { t } = useTranslation(CLUBE_NS);
  const perfil = usePerfil();
  const pilotos = usePilotosClube();

  const state = queriesState([perfil, pilotos], {
    pending: <Spinner label={t('common.loading')} size="large" />,
    errorText: t('erroGenerico'),
    failure: (text, retry) => (
      <div className="fav-driver__failure">
        <Notice variant="danger">{text}</Notice>
        {/* A failed query stays in error while it refetches: the button waits for the answer. */}
        <button type="button" className="button" onClick={retry.run} disabled={retry.running}>
          {t('common.retry')}
        </button>
        {retry.running && <Spinner label={t('common.loading')} />}
      </div>
    ),
  });
  if (!state.ready) return state.screen;
  const [member, drivers] = state.data;
  if (drivers.length === 0) {
    return (
      <>
        <CurrentFavourite favorito={member.pilotoFavorito} />
        <Notice>{t('favouriteDriver.noDrivers')}</Notice>
      </>
    );
  }
  return <FavouriteDriverForm perfil={member} pilotos={drivers} />;
}
