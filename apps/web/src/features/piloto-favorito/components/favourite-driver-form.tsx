import { useState, type FormEvent } from 'react';
import { Link } from '../../../components/link.tsx';
import type { Perfil } from '@stockcar/shared/schemas/clube-perfil';
import type { PilotoCard } from '@stockcar/shared/schemas/racing';
import { useTimedNotice } from '../../../components/form/use-timed-notice.ts';
import { Notice } from '../../../components/notice.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { useSavePilotoFavorito } from '../api/save-piloto-favorito.ts';
import { failedOutcome, SAVED, type SaveOutcome } from '../utils/save-outcome.ts';
import { CurrentFavourite } from './current-favourite.tsx';
import { DriverChoiceGrid } from './driver-choice-grid.tsx';
import { CLUBE_NS } from '../../../lib/club-i18n.ts';
import { useTranslation } from '../../../lib/i18n.ts';

interface FavouriteDriverFormProps {
  perfil: Perfil;
  pilotos: PilotoCard[];
}

/** The current favourite on top, the drivers to choose from, and the save. */
export function FavouriteDriverForm({ perfil, pilotos }: FavouriteDriverFormProps) {
  const { t } = useTranslation(CLUBE_NS);
  const currentId = perfil.pilotoFavorito?.id;
  const [selectedId, setSelectedId] = useState(currentId);
  const [outcome, setOutcome] = useState<SaveOutcome>(SAVED);
  const notice = useTimedNotice();
  const save = useSavePilotoFavorito();
  const changed = selectedId !== undefined && selectedId !== currentId;

  const report = (next: SaveOutcome) => {
    setOutcome(next);
    notice.show(next.text);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (selectedId === undefined || !changed) return;
    notice.hide();
    save.mutate(
      { perfil, idPiloto: selectedId },
      {
        onSuccess: () => {
          report(SAVED);
          // The news is at the top, where the favourite just changed (the API client scrolls
          // there itself on a failure).
          window.scrollTo({ top: 0, behavior: 'smooth' });
        },
        // The choice stays selected so the member can try again.
        onError: (error) => report(failedOutcome(error)),
      },
    );
  };

  return (
    <form className="fav-driver" onSubmit={submit}>
      <CurrentFavourite favorito={perfil.pilotoFavorito} />
      <div aria-live="polite">
        {notice.message && (
          <Notice variant={outcome.variant}>
            {notice.message}
            {outcome.linkToProfile && (
              <>
                {' '}
                <Link to={paths.stockclub.profile}>{t('favouriteDriver.completeProfile')}</Link>
              </>
            )}
          </Notice>
        )}
      </div>
      <DriverChoiceGrid pilotos={pilotos} selectedId={selectedId} onSelect={setSelectedId} />
      <div className="fav-driver__actions">
        <button type="submit" className="button" disabled={!changed || save.isPending}>
          {t('favouriteDriver.save')}
        </button>
        {save.isPending && <Spinner label={t('favouriteDriver.saving')} />}
      </div>
    </form>
  );
}
