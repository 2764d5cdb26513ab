import {
  STOCK_CHANNEL_CAROUSEL_SECONDS,
  STOCK_CHANNEL_PER_SLIDE,
  type Biblioteca,
} from '@stockcar/shared/schemas/clube-conteudo';
import { Notice } from '../../../components/notice.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { useBibliotecas } from '../api/get-bibliotecas.ts';
import { chunk } from '../utils/library.ts';
import { CarouselDots } from '../../../components/carousel-dots.tsx';
import { useRotation } from '../../../lib/use-rotation.ts';
import { LibraryCard } from './library-card.tsx';
import './stock-channel.css';

/** The Stock Channel's libraries, 3 per slide, the next slide every 15 s (fan-club.md §2, §9). */
export function LibraryCarousel() {
  const bibliotecas = useBibliotecas();
  if (bibliotecas.isPending) return <Spinner label="Carregando as bibliotecas…" />;
  if (bibliotecas.isError) {
    return <Notice variant="danger">Não foi possível carregar o Stock Channel agora.</Notice>;
  }
  if (bibliotecas.data.length === 0) return <Notice>Nenhuma biblioteca disponível ainda.</Notice>;
  return <Slides slides={chunk(bibliotecas.data, STOCK_CHANNEL_PER_SLIDE)} />;
}

function Slides({ slides }: { slides: Biblioteca[][] }) {
  const { index, go } = useRotation(slides.length, STOCK_CHANNEL_CAROUSEL_SECONDS * 1000);
  const slide = slides[index] ?? [];
  return (
    <div className="channel-carousel" aria-roledescription="carrossel">
      <ul
        className="channel-carousel__slide"
        aria-label={`Bibliotecas, página ${index + 1} de ${slides.length}`}
      >
        {slide.map((b) => (
          <li key={b.idBiblioteca}>
            <LibraryCard biblioteca={b} />
          </li>
        ))}
      </ul>
      <CarouselDots count={slides.length} index={index} label="Página" onSelect={go} />
    </div>
  );
}
