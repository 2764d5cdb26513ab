import { useId, useState } from 'react';
import type { Campeao } from '@stockcar/shared/schemas/hall-of-fame';
import { titlesText } from './podium.tsx';
import { QUIZ_NS } from '../../../lib/club-i18n.ts';
import { useTranslation } from '../../../lib/i18n.ts';

/** Every champion as a card whose details open and close (aria-expanded on its button). */
export function ChampionCards({ campeoes }: { campeoes: readonly Campeao[] }) {
  return (
    <ul className="hof-cards">
      {campeoes.map((c) => (
        <ChampionCard key={c.nomePiloto} campeao={c} />
      ))}
    </ul>
  );
}

function ChampionCard({ campeao: c }: { campeao: Campeao }) {
  const { t } = useTranslation(QUIZ_NS);
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  return (
    <li className="hof-card">
      <button
        type="button"
        className="hof-card__toggle"
        aria-expanded={open}
        aria-controls={detailsId}
        onClick={() => setOpen((value) => !value)}
      >
        <img className="hof-card__photo" src={c.foto} alt="" loading="lazy" />
        <span className="hof-card__name">{c.nomePiloto}</span>
        <span className="hof-card__titles">{titlesText(c.titulos)}</span>
      </button>
      <dl id={detailsId} className="hof-card__details" hidden={!open}>
        <dt>{t('hallOfFame.seasons')}</dt>
        <dd>{c.anos.join(', ')}</dd>
        <dt>{t('hallOfFame.wins')}</dt>
        <dd>{c.vitorias}</dd>
        <dt>{t('hallOfFame.races')}</dt>
        <dd>{c.numeroCorridas}</dd>
      </dl>
    </li>
  );
}
