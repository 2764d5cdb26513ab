import { LoadingBlock } from '../../../components/page.tsx';
import { queryState } from '../../../components/query-state.tsx';
import { useHallOfFame } from '../api/get-hall-of-fame.ts';
import { ChampionCards } from './champion-cards.tsx';
import { RaceLists, WinsList } from './driver-lists.tsx';
import { Podium } from './podium.tsx';
import './hall-of-fame.css';
import { QUIZ_NS } from '../../../lib/club-i18n.ts';
import { useTranslation } from '../../../lib/i18n.ts';

/** The hall of fame's sections: podium, champion cards, top-10 wins, drivers by races. */
export function HallOfFame() {
  const { t } = useTranslation(QUIZ_NS);
  const state = queryState(useHallOfFame(), {
    pending: <LoadingBlock label={t('hallOfFame.loading')} />,
    errorText: t('hallOfFame.loadFailed'),
    fixedErrorText: true,
    empty: {
      when: ({ pilotos, campeoes }) => pilotos.length === 0 && campeoes.length === 0,
      notice: t('hallOfFame.empty'),
    },
  });
  if (!state.ready) return state.screen;
  const data = state.data;
  return (
    <div className="hof">
      <section aria-labelledby="hof-campeoes">
        <h2 id="hof-campeoes" className="hof__heading">
          {t('hallOfFame.mostTitles')}
        </h2>
        <Podium campeoes={data.campeoes} />
      </section>
      <section aria-labelledby="hof-vencedores">
        <h2 id="hof-vencedores" className="hof__heading">
          {t('hallOfFame.champions')}
        </h2>
        <ChampionCards campeoes={data.campeoes} />
      </section>
      <section aria-labelledby="hof-vitorias">
        <h2 id="hof-vitorias" className="hof__heading">
          {t('hallOfFame.topWins')}
        </h2>
        <WinsList vencedores={data.maioresVencedores} />
      </section>
      <section aria-labelledby="hof-corridas">
        <h2 id="hof-corridas" className="hof__heading">
          {t('hallOfFame.byRaces')}
        </h2>
        <RaceLists pilotos={data.pilotos} />
      </section>
    </div>
  );
}
