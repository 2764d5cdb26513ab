import {
  STOCK_CHANNEL_CAROUSEL_SECONDS,
  STOCK_CHANNEL_PER_SLIDE,
  type Biblioteca,
} from '@stockcar/shared/schemas/clube-conteudo';
import { Carousel } from '../../../components/carousel/carousel.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { useBibliotecas } from '../api/get-bibliotecas.ts';
import { chunk } from '../utils/library.ts';
import { LibraryCard } from './library-card.tsx';
import './stock-channel.css';
import { queryState } from '../../../components/query-state.tsx';
import { CONTEUDO_NS } from '../../../lib/club-i18n.ts';
import { useTranslation } from '../../../lib/i18n.ts';

/** The Stock Channel's libraries, 3 per slide, the next slide every 15 s (fan-club.md §2, §9). */
export function LibraryCarousel() {
  const { t } = useTranslation(CONTEUDO_NS);
  const bibliotecas = useBibliotecas();
  const bibliotecasState = queryState(bibliotecas, {
    pending: <Spinner label={t('channel.loadingLibraries')} />,
    errorText: t('channel.librariesFailed'),
    fixedErrorText: true,
    empty: { when: (data) => data.length === 0, notice: t('channel.noLibraries') },
  });
  if (!bibliotecasState.ready) return bibliotecasState.screen;
  return <Slides slides={chunk(bibliotecasState.data, STOCK_CHANNEL_PER_SLIDE)} />;
}

function Slides({ slides }: { slides: Biblioteca[][] }) {
  const { t } = useTranslation(CONTEUDO_NS);
  return (
    <Carousel
      className="channel-carousel"
      label={t('channel.libraries')}
      slides={slides}
      intervalMs={STOCK_CHANNEL_CAROUSEL_SECONDS * 1000}
      dots={(n) => t('channel.page', { n })}
      renderSlide={(slide, index) => (
        <ul
          className="channel-carousel__slide"
          aria-label={t('channel.librariesPage', { page: index + 1, pages: slides.length })}
        >
          {slide.map((b) => (
            <li key={b.idBiblioteca}>
              <LibraryCard biblioteca={b} />
            </li>
          ))}
        </ul>
      )}
    />
  );
}
