import { BUENOS_AIRES } from '../../../../features/eventos/content/buenos-aires.ts';
import { EventRoute } from './event-route.tsx';

/** `/buenos-aires` (pro series only): the Buenos Aires round (§2.3). */
export default function BuenosAiresPage() {
  return <EventRoute content={BUENOS_AIRES} />;
}
