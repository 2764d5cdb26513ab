import { EventRoute, eventLoader } from './event-route.tsx';

export const clientLoader = eventLoader('galeao');

/** `/galeao` (pro series only): the street race at the Galeão airport (§2.3). */
export default function GaleaoPage() {
  return <EventRoute pagina="galeao" />;
}
