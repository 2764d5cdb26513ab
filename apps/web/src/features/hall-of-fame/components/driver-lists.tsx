import {
  HALL_OF_FAME_MIN_CORRIDAS,
  splitByCorridas,
  type HallOfFamePiloto,
  type Vencedor,
} from '@stockcar/shared/schemas/hall-of-fame';

export function WinsList({ vencedores }: { vencedores: readonly Vencedor[] }) {
  if (vencedores.length === 0) return <p className="hof-empty">Nenhuma vitória registrada.</p>;
  return (
    <ol className="hof-list" aria-label="Maiores vencedores">
      {vencedores.map((v) => (
        <li key={v.nomePiloto} className="hof-list__row">
          <span className="hof-list__pos">{v.posicao}º</span>
          <span className="hof-list__name">{v.nomePiloto}</span>
          <span className="hof-list__value">
            {v.vitorias} {v.vitorias === 1 ? 'vitória' : 'vitórias'}
          </span>
        </li>
      ))}
    </ol>
  );
}

function RaceList({ label, pilotos }: { label: string; pilotos: readonly HallOfFamePiloto[] }) {
  return (
    <section className="hof-races__group" aria-label={label}>
      <h3 className="hof-races__title">{label}</h3>
      {pilotos.length === 0 ? (
        <p className="hof-empty">Nenhum piloto nesta lista.</p>
      ) : (
        <ol className="hof-list">
          {pilotos.map((p) => (
            <li key={p.nomePiloto} className="hof-list__row">
              <span className="hof-list__name">{p.nomePiloto}</span>
              <span className="hof-list__value">{p.numeroCorridas} corridas</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** Drivers with 300 or more races, and those with fewer, each by race count (fan-club.md §2). */
export function RaceLists({ pilotos }: { pilotos: readonly HallOfFamePiloto[] }) {
  const { veteranos, demais } = splitByCorridas(pilotos);
  return (
    <div className="hof-races">
      <RaceList label={`${HALL_OF_FAME_MIN_CORRIDAS} corridas ou mais`} pilotos={veteranos} />
      <RaceList label={`Menos de ${HALL_OF_FAME_MIN_CORRIDAS} corridas`} pilotos={demais} />
    </div>
  );
}
