import { Notice } from '../../../components/notice.tsx';
import { usePilotosFavoritos } from '../api/get-pilotos-favoritos.ts';
import { LoadState } from './load-state.tsx';
import { useSignupLanguage } from './signup-language.tsx';

interface DriverPickerProps {
  /** String(idPiloto) of the chosen driver, '' before a choice. */
  value: string;
  onChange: (idPiloto: string) => void;
}

/** Step 1's single favourite driver (fan-club.md §4): cards with photo, number and name. */
export function DriverPicker({ value, onChange }: DriverPickerProps) {
  const { t } = useSignupLanguage();
  const drivers = usePilotosFavoritos();
  return (
    <fieldset className="form__group signup__drivers">
      <legend>{t('drivers.legend')}</legend>
      <LoadState
        loading={drivers.isPending}
        failed={drivers.isError}
        loadingLabel={t('drivers.loading')}
        failure={t('drivers.error')}
        onRetry={() => void drivers.refetch()}
      />
      {drivers.data?.length === 0 && <Notice>{t('drivers.empty')}</Notice>}
      {drivers.data && drivers.data.length > 0 && (
        <div className="signup__driver-grid">
          {drivers.data.map((piloto) => {
            const id = String(piloto.idPiloto);
            const checked = value === id;
            return (
              <label
                key={id}
                className={checked ? 'driver-option driver-option--checked' : 'driver-option'}
              >
                <input
                  type="radio"
                  name="pilotoFavorito"
                  className="driver-option__radio"
                  value={id}
                  checked={checked}
                  onChange={() => onChange(id)}
                />
                <img className="driver-option__photo" src={piloto.imagemB} alt="" loading="lazy" />
                <span className="driver-option__number">
                  {t('drivers.number', { numero: piloto.numero })}
                </span>
                <span className="driver-option__name">
                  {`${piloto.nome} ${piloto.sobrenome}`.trim()}
                </span>
              </label>
            );
          })}
        </div>
      )}
    </fieldset>
  );
}
