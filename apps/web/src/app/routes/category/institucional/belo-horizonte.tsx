import { TicketLink } from '../../../../features/eventos/components/ticket-link.tsx';
import { EventRoute, eventLoader } from './event-route.tsx';

export const clientLoader = eventLoader('belo-horizonte');

/** `/belo-horizonte` (pro series only): the festival, with its external ticket link (§2.3). */
export default function BeloHorizontePage() {
  return <EventRoute pagina="belo-horizonte" actions={<TicketLink />} />;
}
