import { GALEAO } from '../../../../features/eventos/content/galeao.ts';
import { EventRoute } from './event-route.tsx';

/** `/galeao` (pro series only): the street race at the Galeão airport (§2.3). */
export default function GaleaoPage() {
  return <EventRoute content={GALEAO} />;
}
