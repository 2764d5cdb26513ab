import { Link } from '../../../components/link.tsx';
import type { PilotoCard } from '@stockcar/shared/schemas/racing';
import { RACING_NS } from '../../../lib/racing-i18n.ts';
import { useTranslation } from '../../../lib/i18n.ts';

interface DriverCardProps {
  piloto: PilotoCard;
  showPoints: boolean;
  /** The detail page; no link when undefined (e-stock, the old turismo). */
  href?: string;
}

/** A drivers-list card: number, photo, name, points, manufacturer and team logos. */
export function DriverCard({ piloto, showPoints, href }: DriverCardProps) {
  const { t } = useTranslation(RACING_NS);
  const name = (
    <>
      <span className="driver-card__first">{piloto.nome}</span>{' '}
      <span className="driver-card__last">{piloto.sobrenome}</span>
    </>
  );
  return (
    <li className={href ? 'driver-card driver-card--link' : 'driver-card'}>
      <span
        className="display driver-card__number"
        aria-label={t('common.number', { numero: piloto.numero })}
      >
        {piloto.numero}
      </span>
      <img
        className="driver-card__photo"
        src={piloto.imagem}
        alt=""
        width={300}
        height={360}
        loading="lazy"
        decoding="async"
      />
      <div className="driver-card__info">
        <h2 className="driver-card__name">
          {href ? (
            <Link to={href} className="driver-card__link">
              {name}
            </Link>
          ) : (
            name
          )}
        </h2>
        {showPoints && (
          <p className="driver-card__points">{t('common.points', { count: piloto.pontuacao })}</p>
        )}
        <div className="driver-card__logos">
          <img
            src={piloto.logoMontadora}
            alt={t('drivers.manufacturer')}
            width={240}
            height={240}
            loading="lazy"
            decoding="async"
          />
          <img
            src={piloto.logoEquipe}
            alt={t('drivers.teamLogo', { equipe: piloto.equipe })}
            width={240}
            height={240}
            loading="lazy"
            decoding="async"
          />
        </div>
      </div>
    </li>
  );
}
