import type { PilotoCard } from '@stockcar/shared/schemas/racing';
import { CLUBE_NS } from '../../../lib/club-i18n.ts';
import { useTranslation } from '../../../lib/i18n.ts';

interface DriverChoiceGridProps {
  pilotos: PilotoCard[];
  selectedId: number | undefined;
  onSelect: (idPiloto: number) => void;
}

/**
 * One choice among the drivers. Native radios inside labels give the keyboard behaviour of a
 * radio group for free (Tab into the group, arrows to move); the input is only visually hidden.
 */
export function DriverChoiceGrid({ pilotos, selectedId, onSelect }: DriverChoiceGridProps) {
  const { t } = useTranslation(CLUBE_NS);
  return (
    <fieldset className="fav-driver__choices">
      <legend className="fav-driver__heading">{t('favouriteDriver.choose')}</legend>
      <ul className="fav-driver__grid">
        {pilotos.map((piloto) => (
          <li key={piloto.idPiloto}>
            <label className="fav-driver__card">
              <input
                className="visually-hidden"
                type="radio"
                name="piloto-favorito"
                value={piloto.idPiloto}
                checked={selectedId === piloto.idPiloto}
                onChange={() => onSelect(piloto.idPiloto)}
              />
              <img
                className="fav-driver__card-photo"
                src={piloto.imagemB}
                alt=""
                width={200}
                height={240}
                loading="lazy"
                decoding="async"
              />
              <span className="display fav-driver__card-number">{piloto.numero}</span>
              <span className="fav-driver__card-name">
                {`${piloto.nome} ${piloto.sobrenome}`.trim()}
              </span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
