import type { QueryClient } from '@tanstack/react-query';
import { isSignedIn } from '../../../lib/session.ts';
import { getBibliotecasQueryOptions } from '../../../features/stock-channel/api/get-bibliotecas.ts';
import { LibraryCarousel } from '../../../features/stock-channel/components/library-carousel.tsx';

/** Warms the libraries; a visitor is sent to the login by the guard. */
export const clientLoader = (queryClient: QueryClient) => async () => {
  if (!isSignedIn()) return null;
  await Promise.allSettled([queryClient.ensureQueryData(getBibliotecasQueryOptions())]);
  return null;
};

/** `/stockclub/stockchannel` (fan-club.md §2), login required: the library carousel. */
export default function StockChannelPage() {
  return (
    <section className="stockclub__panel">
      <h1 className="stockclub__title">Stock Channel</h1>
      <LibraryCarousel />
    </section>
  );
}
