import { EventRoute, eventLoader } from './event-route.tsx';

export const clientLoader = eventLoader('buenos-aires');

/** `/buenos-aires` (pro series only): the Buenos Aires round (§2.3). */
export default function BuenosAiresPage() {
  return <EventRoute pagina="buenos-aires" />;
}
