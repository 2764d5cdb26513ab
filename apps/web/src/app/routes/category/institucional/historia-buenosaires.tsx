import { EventRoute, eventLoader } from './event-route.tsx';

export const clientLoader = eventLoader('historia-buenosaires');

/** `/historia-buenosaires` (pro series only): history article with tags (§2.3). */
export default function HistoriaBuenosAiresPage() {
  return <EventRoute pagina="historia-buenosaires" />;
}
