import { HALL_OF_FAME_PODIUM, type Campeao } from '@stockcar/shared/schemas/hall-of-fame';
import { QUIZ_NS, quizT } from '../../../lib/club-i18n.ts';
import { useTranslation } from '../../../lib/i18n.ts';

export const titlesText = (n: number) =>
  quizT(n === 1 ? 'hallOfFame.titlesOne' : 'hallOfFame.titles', { n });

/** The three drivers with most titles, the first in the middle and highest. */
export function Podium({ campeoes }: { campeoes: readonly Campeao[] }) {
  const { t } = useTranslation(QUIZ_NS);
  const top = campeoes.slice(0, HALL_OF_FAME_PODIUM);
  return (
    <ol className="hof-podium" aria-label={t('hallOfFame.podium')}>
      {top.map((c, i) => (
        <li key={c.nomePiloto} className={`hof-podium__step hof-podium__step--${i + 1}`}>
          <img className="hof-podium__photo" src={c.foto} alt="" loading="lazy" />
          <span className="hof-podium__place">{t('hallOfFame.place', { n: i + 1 })}</span>
          <strong className="hof-podium__name">{c.nomePiloto}</strong>
          <span className="hof-podium__titles">{titlesText(c.titulos)}</span>
          <span className="hof-podium__years">{c.anos.join(' · ')}</span>
        </li>
      ))}
    </ol>
  );
}
