import { Link } from '../../../components/link.tsx';
import type { Category } from '@stockcar/shared/categories';
import { AddToCalendarLink } from '../../../components/calendar/add-to-calendar-link.tsx';
import { RaceStartTime } from '../../../components/calendar/race-start-time.tsx';
import { paths } from '../../../config/paths.ts';
import { stageCalendarUrl } from '../../../lib/calendar/calendar-links.ts';
import { RACING_NS } from '../../../lib/racing-i18n.ts';
import { NextStageBanner } from './next-stage-banner.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import './next-round.css';

/**
 * The next-round block of `/programacao/` (public-site.md §2.5): the home's next-stage banner
 * ('Etapa N', countdown) with the start's time, a way into that stage's schedule and the stage
 * for the visitor's calendar (issue 15; the home's banner stays without them: its budget).
 */
export function NextRound({ category }: { category: Category }) {
  const { t } = useTranslation(RACING_NS);
  return (
    <NextStageBanner
      idCategoria={category.id}
      renderAction={(etapa) => (
        <>
          <RaceStartTime iso={etapa.dataEtapa} className="next-round__start" />
          <Link
            className="button next-round__schedule"
            to={paths.category.programacao.href(category.slug, etapa.idCircuito)}
          >
            {t('schedule.viewSchedule')}
          </Link>
          <AddToCalendarLink
            className="next-round__calendar"
            href={stageCalendarUrl(etapa.idEtapa)}
            label={t('calendar.add')}
          />
        </>
      )}
    />
  );
}
