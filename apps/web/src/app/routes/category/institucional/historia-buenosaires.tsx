import { HISTORIA_BUENOS_AIRES } from '../../../../features/eventos/content/historia-buenosaires.ts';
import { EventRoute } from './event-route.tsx';

/** `/historia-buenosaires` (pro series only): history article with tags (§2.3). */
export default function HistoriaBuenosAiresPage() {
  return <EventRoute content={HISTORIA_BUENOS_AIRES} />;
}
