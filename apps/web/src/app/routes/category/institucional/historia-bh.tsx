import { EventRoute, eventLoader } from './event-route.tsx';

export const clientLoader = eventLoader('historia-bh');

/** `/historia-bh` (pro series only): history article with tags (§2.3). */
export default function HistoriaBhPage() {
  return <EventRoute pagina="historia-bh" />;
}
