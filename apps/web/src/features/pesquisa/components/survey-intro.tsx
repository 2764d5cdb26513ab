import { useState } from 'react';
import { PESQUISA_FASES, PESQUISA_RECOMPENSAS } from '@stockcar/shared/schemas/clube-conteudo';
import { CONTEUDO_NS } from '../../../lib/club-i18n.ts';
import { useTranslation } from '../../../lib/i18n.ts';

/** The survey's two intro screens; the second starts it. */
export function SurveyIntro({ onStart }: { onStart: () => void }) {
  const { t } = useTranslation(CONTEUDO_NS);
  const [screen, setScreen] = useState(0);
  if (screen === 0) {
    return (
      <div className="club-survey__intro">
        <p>{t('survey.intro', { voltas: PESQUISA_FASES })}</p>
        <ol>
          {PESQUISA_RECOMPENSAS.map((r, i) => (
            <li key={r.premio}>{t('survey.lapPrize', { volta: i + 1, premio: r.premio })}</li>
          ))}
        </ol>
        <button type="button" className="button" onClick={() => setScreen(1)}>
          {t('survey.join')}
        </button>
      </div>
    );
  }
  return (
    <div className="club-survey__intro">
      <p>{t('survey.howTo')}</p>
      <button type="button" className="button" onClick={onStart}>
        {t('survey.start')}
      </button>
    </div>
  );
}
