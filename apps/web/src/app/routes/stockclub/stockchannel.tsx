import { isSignedIn } from '../../../lib/session.ts';
import { getBibliotecasQueryOptions } from '../../../features/stock-channel/api/get-bibliotecas.ts';
import { LibraryCarousel } from '../../../features/stock-channel/components/library-carousel.tsx';
import { warmingLoader } from '../lazy-page.ts';
import { CONTEUDO_NS } from '../../../lib/club-i18n.ts';
import { useTranslation } from '../../../lib/i18n.ts';

/** Warms the libraries; a visitor is sent to the login by the guard. */
export const clientLoader = warmingLoader((queryClient) => {
  if (!isSignedIn()) return undefined;
  return [queryClient.ensureQueryData(getBibliotecasQueryOptions())];
});

/** `/stockclub/stockchannel` (fan-club.md §2), login required: the library carousel. */
export default function StockChannelPage() {
  const { t } = useTranslation(CONTEUDO_NS);
  return (
    <section className="stockclub__panel">
      <h1 className="display stockclub__title">{t('channel.title')}</h1>
      <LibraryCarousel />
    </section>
  );
}
