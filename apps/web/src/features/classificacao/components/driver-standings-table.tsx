import { useState } from 'react';
import { RACING_NS } from '../../../lib/racing-i18n.ts';
import type { ClassificacaoPiloto } from '../api/get-classificacao-pilotos.ts';
import { useTranslation } from '../../../lib/i18n.ts';

/** The photo swaps to the alternate one while the row is hovered (public-site.md §2.5). */
function DriverRow({ row }: { row: ClassificacaoPiloto }) {
  const { t } = useTranslation(RACING_NS);
  const [hover, setHover] = useState(false);
  const photo = hover && row.imagemB ? row.imagemB : row.imagem;
  return (
    <tr onMouseEnter={() => setHover(true)} onMouseLeave={() => setHover(false)}>
      <td className="display standings__pos">{row.posicao}</td>
      <td className="standings__points">{row.pontuacao}</td>
      <td className="standings__photo">
        <img
          src={photo}
          alt={`${row.nome} ${row.sobrenome}`}
          width={300}
          height={360}
          loading="lazy"
          decoding="async"
        />
      </td>
      <td className="standings__first">{row.nome}</td>
      <td className="standings__last">{row.sobrenome}</td>
      <td className="standings__logo standings__optional">
        <img
          src={row.logoMontadora}
          alt={t('standings.manufacturer')}
          width={240}
          height={240}
          loading="lazy"
          decoding="async"
        />
      </td>
      <td className="standings__car standings__optional">{row.carro}</td>
      <td className="standings__logo">
        <img
          src={row.logoEquipe}
          alt={row.equipe}
          width={240}
          height={240}
          loading="lazy"
          decoding="async"
        />
      </td>
    </tr>
  );
}

export function DriverStandingsTable({ rows }: { rows: ClassificacaoPiloto[] }) {
  const { t } = useTranslation(RACING_NS);
  return (
    <table className="standings__table">
      <thead>
        <tr>
          <th scope="col">{t('standings.position')}</th>
          <th scope="col">{t('standings.points')}</th>
          <th scope="col">
            <span className="visually-hidden">{t('standings.photo')}</span>
          </th>
          <th scope="col">{t('standings.firstName')}</th>
          <th scope="col">{t('standings.lastName')}</th>
          <th scope="col" className="standings__optional">
            {t('standings.manufacturer')}
          </th>
          <th scope="col" className="standings__optional">
            {t('standings.car')}
          </th>
          <th scope="col">{t('standings.team')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <DriverRow key={row.idPiloto} row={row} />
        ))}
      </tbody>
    </table>
  );
}
