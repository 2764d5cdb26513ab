import { INSTITUTIONAL_NS } from '../../../lib/institutional-i18n.ts';
import { getRuntimeConfig } from '../../../lib/runtime-config.ts';
import { useTranslation } from '../../../lib/i18n.ts';

/**
 * The festival's 'buy tickets' link (public-site.md §2.3): an external ticketing site, set by
 * the server (BH_TICKETS_URL), in a new tab. Plain noopener keeps the referrer, which ticketing
 * partners use to attribute the sale.
 */
export function TicketLink() {
  const { t } = useTranslation(INSTITUTIONAL_NS);
  const href = getRuntimeConfig().links.ingressosBeloHorizonte;
  return (
    <div className="event__tickets">
      <a className="button" href={href} target="_blank" rel="noopener">
        {t('events.buyTickets')}
        <span className="visually-hidden"> {t('common.newTab')}</span>
      </a>
      <p>{t('events.ticketsNote')}</p>
    </div>
  );
}
