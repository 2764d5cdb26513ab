import { useTranslation } from 'react-i18next';
import { DEPOIMENTOS_CAROUSEL_SECONDS } from '@stockcar/shared/schemas/clube-conteudo';
import { CONTEUDO_NS } from '../../../lib/club-i18n.ts';
import { ClubCarousel } from './club-carousel.tsx';
import './beneficio.css';

/** What members say about the club: static copy of the feature (fan-club.md §2). */
export const CLUB_TESTIMONIALS = [
  {
    nome: 'Mariana, São Paulo (SP)',
    texto:
      'Ganhei um par de ingressos respondendo à pesquisa e levei meu pai para ver a corrida em Interlagos. Inesquecível!',
  },
  {
    nome: 'Rafael, Goiânia (GO)',
    texto:
      'Votar no Fanpush e ver o meu piloto usar o empurrão extra na corrida faz a gente se sentir parte da equipe.',
  },
  {
    nome: 'Camila, Curitiba (PR)',
    texto:
      'Os vídeos dos bastidores no Stock Channel mostram um lado da categoria que eu não conhecia.',
  },
  {
    nome: 'Lucas, Porto Alegre (RS)',
    texto:
      'O cupom de desconto chegou no meu e-mail na hora. Já estou usando o papel de parede da Super Final.',
  },
] as const;

/** One member's words and who they are. */
function Testimonial({ texto, nome }: (typeof CLUB_TESTIMONIALS)[number]) {
  return (
    <blockquote className="club-testimonial">
      <p>“{texto}”</p>
      <footer>{nome}</footer>
    </blockquote>
  );
}

/** The testimonials carousel of the club home: one at a time, every 10 s (fan-club.md §9). */
export function TestimonialsCarousel() {
  const { t } = useTranslation(CONTEUDO_NS);
  return (
    <section className="club-block" aria-labelledby="club-testimonials-title">
      <h2 id="club-testimonials-title" className="club-block__title">
        {t('testimonials.title')}
      </h2>
      <ClubCarousel
        titleId="club-testimonials-title"
        item={(n) => t('testimonials.item', { n })}
        slides={CLUB_TESTIMONIALS}
        intervalMs={DEPOIMENTOS_CAROUSEL_SECONDS * 1000}
        renderSlide={(testimonial) => <Testimonial {...testimonial} />}
      />
    </section>
  );
}
