import {
  HALL_OF_FAME_MIN_CORRIDAS,
  splitByCorridas,
  type HallOfFamePiloto,
  type Vencedor,
} from '@stockcar/shared/schemas/hall-of-fame';
import { QUIZ_NS } from '../../../lib/club-i18n.ts';
import { useTranslation } from '../../../lib/i18n.ts';

export function WinsList({ vencedores }: { vencedores: readonly Vencedor[] }) {
  const { t } = useTranslation(QUIZ_NS);
  if (vencedores.length === 0) return <p className="hof-empty">{t('hallOfFame.noWins')}</p>;
  return (
    <ol className="hof-list" aria-label={t('hallOfFame.winnersLabel')}>
      {vencedores.map((v) => (
        <li key={v.nomePiloto} className="hof-list__row">
          <span className="hof-list__pos">{t('hallOfFame.place', { n: v.posicao })}</span>
          <span className="hof-list__name">{v.nomePiloto}</span>
          <span className="hof-list__value">
            {t(v.vitorias === 1 ? 'hallOfFame.winsCountOne' : 'hallOfFame.winsCount', {
              n: v.vitorias,
            })}
          </span>
        </li>
      ))}
    </ol>
  );
}

function RaceList({ label, pilotos }: { label: string; pilotos: readonly HallOfFamePiloto[] }) {
  const { t } = useTranslation(QUIZ_NS);
  return (
    <section className="hof-races__group" aria-label={label}>
      <h3 className="hof-races__title">{label}</h3>
      {pilotos.length === 0 ? (
        <p className="hof-empty">{t('hallOfFame.noDrivers')}</p>
      ) : (
        <ol className="hof-list">
          {pilotos.map((p) => (
            <li key={p.nomePiloto} className="hof-list__row">
              <span className="hof-list__name">{p.nomePiloto}</span>
              <span className="hof-list__value">
                {t('hallOfFame.raceCount', { n: p.numeroCorridas })}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** Drivers with 300 or more races, and those with fewer, each by race count (fan-club.md §2). */
export function RaceLists({ pilotos }: { pilotos: readonly HallOfFamePiloto[] }) {
  const { t } = useTranslation(QUIZ_NS);
  const { veteranos, demais } = splitByCorridas(pilotos);
  const min = HALL_OF_FAME_MIN_CORRIDAS;
  return (
    <div className="hof-races">
      <RaceList label={t('hallOfFame.veterans', { min })} pilotos={veteranos} />
      <RaceList label={t('hallOfFame.others', { min })} pilotos={demais} />
    </div>
  );
}
