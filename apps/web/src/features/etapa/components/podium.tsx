import { useId } from 'react';
import type { Etapa } from '@stockcar/shared/schemas/etapa';
import { RACING_NS } from '../../../lib/racing-i18n.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import './podium.css';

type Corrida = Etapa['corridas'][number];

/** Turismo's podium: the top of each class (public-site.md §3, podioTurismo). */
function TurismoPodium({ grupos }: { grupos: Corrida['podioTurismo'] }) {
  const { t } = useTranslation(RACING_NS);
  const id = useId();
  return (
    <div className="podium podium--turismo">
      {grupos.map((grupo) => (
        <div key={grupo.grupo} className="podium__group">
          <p className="podium__group-title" id={`${id}-${grupo.grupo}`}>
            {t('stages.group', { grupo: grupo.grupo })}
          </p>
          <ol className="podium__names" aria-labelledby={`${id}-${grupo.grupo}`}>
            {grupo.pilotos.map((piloto, index) => (
              <li key={`${piloto.numero}-${piloto.nome}`}>
                <span className="display podium__pos">
                  {t('stages.position', { posicao: index + 1 })}
                </span>
                <span className="podium__name">{piloto.nome}</span>
                <span className="podium__number">#{piloto.numero}</span>
              </li>
            ))}
          </ol>
        </div>
      ))}
    </div>
  );
}

/** The race's top three with their photos; turismo races list each class instead. */
export function Podium({ corrida }: { corrida: Corrida }) {
  const { t } = useTranslation(RACING_NS);
  if (corrida.podioTurismo.length > 0) return <TurismoPodium grupos={corrida.podioTurismo} />;
  if (corrida.podio.length === 0)
    return <p className="podium__pending">{t('stages.podiumPending')}</p>;
  const ordered = [...corrida.podio].sort((a, b) => a.posicao - b.posicao);
  return (
    <ol className="podium" aria-label={t('stages.podium')}>
      {ordered.map((piloto) => (
        <li key={piloto.posicao} className={`podium__step podium__step--${piloto.posicao}`}>
          <img
            className="podium__photo"
            src={piloto.imagem}
            alt=""
            width={300}
            height={360}
            loading="lazy"
            decoding="async"
          />
          <span className="display podium__pos">
            {t('stages.position', { posicao: piloto.posicao })}
          </span>
          <span className="podium__name">{piloto.nome}</span>
          <span className="podium__number">#{piloto.numero}</span>
        </li>
      ))}
    </ol>
  );
}
