import { HISTORIA_BH } from '../../../../features/eventos/content/historia-bh.ts';
import { EventRoute } from './event-route.tsx';

/** `/historia-bh` (pro series only): history article with tags (§2.3). */
export default function HistoriaBhPage() {
  return <EventRoute content={HISTORIA_BH} />;
}
