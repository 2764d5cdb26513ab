import { RACING_NS } from '../../../lib/racing-i18n.ts';
import type { ClassificacaoEquipe } from '../api/get-classificacao-equipes.ts';
import { useTranslation } from '../../../lib/i18n.ts';

export function TeamStandingsTable({ rows }: { rows: ClassificacaoEquipe[] }) {
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
          <th scope="col">{t('standings.team')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.idEquipe}>
            <td className="display standings__pos">{row.posicao}</td>
            <td className="standings__points">{row.pontuacaoEquipe}</td>
            <td className="standings__logo">
              <img
                src={row.logoEquipe || row.logo}
                alt=""
                width={240}
                height={240}
                loading="lazy"
                decoding="async"
              />
            </td>
            <td className="standings__team">{row.nomeEquipe}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
