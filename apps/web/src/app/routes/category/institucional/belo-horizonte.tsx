import { TicketLink } from '../../../../features/eventos/components/ticket-link.tsx';
import { BELO_HORIZONTE } from '../../../../features/eventos/content/belo-horizonte.ts';
import { EventRoute } from './event-route.tsx';

/** `/belo-horizonte` (pro series only): the festival, with its external ticket link (§2.3). */
export default function BeloHorizontePage() {
  return <EventRoute content={BELO_HORIZONTE} actions={<TicketLink />} />;
}
