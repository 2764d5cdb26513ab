import type { Category } from '@stockcar/shared/categories';
import { seasonCalendarWebcalUrl } from '../../../lib/calendar/calendar-links.ts';
import { RACING_NS } from '../../../lib/racing-i18n.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import './season-calendar-link.css';

/**
 * "Assinar calendário" (issue 15): the category's season as a `webcal:` subscription, which
 * the visitor's calendar app keeps up to date as the calendar changes.
 */
export function SeasonCalendarLink({ category }: { category: Category }) {
  const { t } = useTranslation(RACING_NS);
  return (
    <p className="season-calendar">
      <a className="section-link" href={seasonCalendarWebcalUrl(category.id)}>
        {t('calendar.subscribe')}
      </a>
      <span className="season-calendar__hint">{t('calendar.subscribeHint')}</span>
    </p>
  );
}
